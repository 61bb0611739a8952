import type { Metadata } from 'next';
import { StaffRecordsScreen } from '@/components/attendance/staff-records-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { requireUser } from '@/lib/session/current-user';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.attendanceRecords') };
}

export default async function Page() {
  const user = await requireUser();
  return (
    <PageGuard path="/teacher/attendance-records">
      <StaffRecordsScreen isStaff={holdsStaffRole(user.roles)} />
    </PageGuard>
  );
}
