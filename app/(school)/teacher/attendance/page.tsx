import { TeacherAttendanceScreen } from '@/components/attendance/teacher-attendance-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { requireUser } from '@/lib/session/current-user';

export const metadata = { title: 'Teacher attendance' };

export default async function Page() {
  const user = await requireUser();
  return (
    <PageGuard path="/teacher/attendance">
      <TeacherAttendanceScreen
        name={user.full_name}
        isStaff={holdsStaffRole(user.roles)}
        isAdmin={user.roles.some((r) => r.name === 'School Admin')}
        canMarkClasses={user.permissions.includes('attendance-create')}
      />
    </PageGuard>
  );
}
