import { StaffRecordsScreen } from '@/components/attendance/staff-records-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { requireUser } from '@/lib/session/current-user';

export const metadata = { title: 'Attendance records' };

export default async function Page() {
  const user = await requireUser();
  return (
    <PageGuard path="/teacher/attendance-records">
      <StaffRecordsScreen isStaff={holdsStaffRole(user.roles)} />
    </PageGuard>
  );
}
