/** /student/student-details: search and filter students; each opens at /student/student-details/{id}. */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StudentDetailsScreen } from '@/components/people/student-details-screen';
import { studentPath } from '@/components/people/record-kinds';
import { PageGuard } from '@/components/shell/page-guard';
import { requireUser } from '@/lib/session/current-user';
import { recordId } from '@/lib/session/record-title';
import { getT } from '@/lib/i18n/server';

const PATH = '/student/student-details';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.studentDetails') };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ student?: string; guardian?: string }>;
}) {
  const { student, guardian } = await searchParams;
  // Old links (?student=12) opened the profile as a panel; it has its own address now.
  const studentId = recordId(student);
  if (studentId !== undefined) redirect(studentPath(studentId));
  // What the user may add is known here (the guard's user, cached per request), so the add
  // buttons are in the server-rendered page: added after /api/me answered, they wrapped onto a
  // new line on a phone and pushed the list down (Lighthouse mobile: layout shift 0.23).
  const { permissions } = await requireUser();
  return (
    <PageGuard path={PATH}>
      <StudentDetailsScreen
        guardianId={recordId(guardian)}
        canAdmit={permissions.includes('student-create')}
        canImport={permissions.includes('student-bulk-import')}
      />
    </PageGuard>
  );
}
