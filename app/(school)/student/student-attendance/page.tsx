import type { Metadata } from 'next';
import { StudentAttendanceScreen } from '@/components/attendance/student-attendance-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.studentAttendance') };
}

export default function Page() {
  return (
    <PageGuard path="/student/student-attendance">
      <StudentAttendanceScreen />
    </PageGuard>
  );
}
