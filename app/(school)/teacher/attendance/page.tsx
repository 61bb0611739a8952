import type { Metadata } from 'next';
import { TeacherAttendanceScreen } from '@/components/attendance/teacher-attendance-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { requireUser } from '@/lib/session/current-user';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.teacherAttendance') };
}

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
