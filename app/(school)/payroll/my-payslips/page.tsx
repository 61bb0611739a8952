import { MyPayslipsScreen } from '@/components/payroll/my-payslips-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('payroll');
  return { title: t('titles.myPayslips') };
}

export default function Page() {
  return (
    <PageGuard path="/payroll/my-payslips">
      <MyPayslipsScreen />
    </PageGuard>
  );
}
