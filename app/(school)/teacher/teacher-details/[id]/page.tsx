/** /teacher/teacher-details/{id}: one teacher with their assignments, at an address of its own. */
import { TeacherProfile } from '@/components/people/teacher-profile';
import { TEACHER } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';
import { getT } from '@/lib/i18n/server';

// The title's fallback (the record could not be read) in the page's language.
export async function generateMetadata(props: { params: Promise<{ id: string }> }) {
  const t = await getT('people');
  return recordMetadata({ ...TEACHER, kind: t('record.teacher') })(props);
}

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={TEACHER} params={params}>
      {(id) => <TeacherProfile id={id} />}
    </RecordPage>
  );
}
