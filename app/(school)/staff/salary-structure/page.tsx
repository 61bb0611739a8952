import type { Metadata } from 'next';
import { SalaryStructureScreen } from '@/components/payroll/salary-structure-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.salaryStructure') };
}

export default function Page() {
  return (
    <PageGuard path="/staff/salary-structure">
      <SalaryStructureScreen />
    </PageGuard>
  );
}
