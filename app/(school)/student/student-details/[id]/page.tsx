/** /student/student-details/{id}: one student's profile, at an address of its own. */
import { StudentProfile } from '@/components/people/student-profile';
import { STUDENT } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';

export const generateMetadata = recordMetadata(STUDENT);

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={STUDENT} params={params}>
      {(id) => <StudentProfile id={id} />}
    </RecordPage>
  );
}
