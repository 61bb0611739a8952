/** /teacher/teacher-details/{id}: one teacher with their assignments, at an address of its own. */
import { TeacherProfile } from '@/components/people/teacher-profile';
import { TEACHER } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';

export const generateMetadata = recordMetadata(TEACHER);

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={TEACHER} params={params}>
      {(id) => <TeacherProfile id={id} />}
    </RecordPage>
  );
}
