/** /student/student-details/{id}: one student's profile in tabs (`?tab=`), at an address of its own. */
import { StudentProfile } from '@/components/people/student-profile';
import { GUARDIAN_LIST_PATH, STUDENT } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';
import { getT } from '@/lib/i18n/server';
import { requireUser } from '@/lib/session/current-user';

// The title's fallback (the record could not be read) in the page's language.
export async function generateMetadata(props: { params: Promise<{ id: string }> }) {
  const t = await getT('people');
  return recordMetadata({ ...STUDENT, kind: t('record.student') })(props);
}

/**
 * A guardian opens their own child's profile here (issue 29): the page is guarded by their
 * "My Children" entry, and the API answers 404 for any other child.
 */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const user = await requireUser();
  const guardian =
    user.roles.some((r) => r.name === 'Guardian') && !user.permissions.includes('student-list');
  return (
    <RecordPage
      kind={STUDENT}
      params={params}
      guardPath={guardian ? GUARDIAN_LIST_PATH : undefined}
    >
      {(id) => <StudentProfile id={id} />}
    </RecordPage>
  );
}
