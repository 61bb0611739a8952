/** /student/student-details: search and filter students; each opens at /student/student-details/{id}. */
import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StudentDetailsScreen } from '@/components/people/student-details-screen';
import { studentPath } from '@/components/people/record-kinds';
import { PageGuard } from '@/components/shell/page-guard';
import { requireUser } from '@/lib/session/current-user';
import { recordId } from '@/lib/session/record-title';
import { getT } from '@/lib/i18n/server';
import { customFieldsQuery } from '@/components/custom-fields/custom-fields-query';
import { documentTypesQuery } from '@/components/documents/queries';
import { prefetcher } from '@/lib/session/prefetch';
import { listPrefetchQueries } from '@/components/ui/list-request';

const PATH = '/student/student-details';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.studentDetails') };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const { student, guardian } = query as { student?: string; guardian?: string };
  // Old links (?student=12) opened the profile as a panel; it has its own address now.
  const studentId = recordId(student);
  if (studentId !== undefined) redirect(studentPath(studentId));
  // What the user may add is known here (the guard's user, cached per request), so the add
  // buttons are in the server-rendered page: added after /api/me answered, they wrapped onto a
  // new line on a phone and pushed the list down (Lighthouse mobile: layout shift 0.23).
  const { permissions } = await requireUser();
  // The filters of the school's own fields and documents come with the page for the same
  // reason: added later, they pushed the list down by a filter row (layout shift 0.17).
  const queryClient = new QueryClient();
  const prefetch = await prefetcher(queryClient);
  const canListDocumentTypes = permissions.includes('document-types-list');
  // The list's first page too, when the address holds no filter (the screen as the menu opens
  // it): its rows are in the page, rather than a whole-list render once fetched (on a phone
  // one task of 0.2 s; Lighthouse's blocking time). A filtered address is left to the browser,
  // whose key then depends on the school's own fields' filters.
  const unfiltered = Object.keys(query).length === 0;
  await Promise.all([
    prefetch(customFieldsQuery('student')),
    canListDocumentTypes && prefetch(documentTypesQuery('student')),
    ...(unfiltered
      ? listPrefetchQueries('/api/students', new URLSearchParams()).map(prefetch)
      : []),
  ]);
  return (
    <PageGuard path={PATH}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <StudentDetailsScreen
          guardianId={recordId(guardian)}
          canAdmit={permissions.includes('student-create')}
          canImport={permissions.includes('student-bulk-import')}
          canListDocumentTypes={canListDocumentTypes}
        />
      </HydrationBoundary>
    </PageGuard>
  );
}
