import { PayrollScreen } from '@/components/payroll/payroll-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Payroll' };

export default function Page() {
  return (
    <PageGuard path="/payroll">
      <PayrollScreen />
    </PageGuard>
  );
}
