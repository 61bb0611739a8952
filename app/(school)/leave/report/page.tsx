import { LeaveReportScreen } from '@/components/leave/leave-report-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Leave report' };

export default function Page() {
  return (
    <PageGuard path="/leave/report">
      <LeaveReportScreen />
    </PageGuard>
  );
}
