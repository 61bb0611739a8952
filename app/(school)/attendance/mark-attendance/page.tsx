import { MarkAttendanceScreen } from '@/components/attendance/mark-attendance-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Mark attendance' };

export default function Page() {
  return (
    <PageGuard path="/attendance/mark-attendance">
      <MarkAttendanceScreen />
    </PageGuard>
  );
}
