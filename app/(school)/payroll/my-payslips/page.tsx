import { MyPayslipsScreen } from '@/components/payroll/my-payslips-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'My payslips' };

export default function Page() {
  return (
    <PageGuard path="/payroll/my-payslips">
      <MyPayslipsScreen />
    </PageGuard>
  );
}
