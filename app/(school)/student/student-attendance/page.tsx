import { StudentAttendanceScreen } from '@/components/attendance/student-attendance-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Student attendance' };

export default function Page() {
  return (
    <PageGuard path="/student/student-attendance">
      <StudentAttendanceScreen />
    </PageGuard>
  );
}
