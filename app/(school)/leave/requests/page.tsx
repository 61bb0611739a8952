import { LeaveRequestsScreen } from '@/components/leave/leave-lists';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Leave requests' };

export default function Page() {
  return (
    <PageGuard path="/leave/requests">
      <LeaveRequestsScreen />
    </PageGuard>
  );
}
