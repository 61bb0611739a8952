/** /guardian/attendance: a guardian's "Attendance", their own children's (menu: attendance). */
import type { Metadata } from 'next';
import { ChildrenAttendance } from '@/components/people/children-attendance';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.childrenAttendance') };
}

export default function Page() {
  return (
    <PageGuard path="/guardian/attendance">
      <ChildrenAttendance />
    </PageGuard>
  );
}
