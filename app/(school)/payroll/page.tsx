import { PayrollScreen } from '@/components/payroll/payroll-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('payroll');
  return { title: t('titles.payroll') };
}

export default function Page() {
  return (
    <PageGuard path="/payroll">
      <PayrollScreen />
    </PageGuard>
  );
}
