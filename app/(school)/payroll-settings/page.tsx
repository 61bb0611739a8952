import { PayrollSettingsScreen } from '@/components/payroll/settings-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Payroll settings' };

export default function Page() {
  return (
    <PageGuard path="/payroll-settings">
      <PayrollSettingsScreen />
    </PageGuard>
  );
}
