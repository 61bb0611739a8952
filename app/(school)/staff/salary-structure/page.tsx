import { SalaryStructureScreen } from '@/components/payroll/salary-structure-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Salary structure' };

export default function Page() {
  return (
    <PageGuard path="/staff/salary-structure">
      <SalaryStructureScreen />
    </PageGuard>
  );
}
