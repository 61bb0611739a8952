/** /student/student-details/{id}: one student's profile in tabs (`?tab=`), at an address of its own. */
import { StudentProfile } from '@/components/people/student-profile';
import { STUDENT } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';
import { getT } from '@/lib/i18n/server';

// The title's fallback (the record could not be read) in the page's language.
export async function generateMetadata(props: { params: Promise<{ id: string }> }) {
  const t = await getT('people');
  return recordMetadata({ ...STUDENT, kind: t('record.student') })(props);
}

/**
 * A guardian opens their own child's profile here too (issue 29; lib/menu/record-access.ts):
 * the API answers 404 for any other child.
 */
export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={STUDENT} params={params}>
      {(id) => <StudentProfile id={id} />}
    </RecordPage>
  );
}
