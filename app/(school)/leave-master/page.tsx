import { LeaveTypeScreen } from '@/components/leave/leave-type-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Leave types and settings' };

export default function Page() {
  return (
    <PageGuard path="/leave-master">
      <LeaveTypeScreen />
    </PageGuard>
  );
}
