/** /guardian/{id}: one guardian with their children, at an address of its own. */
import { GuardianProfile } from '@/components/people/guardian-profile';
import { GUARDIAN } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';

export const generateMetadata = recordMetadata(GUARDIAN);

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={GUARDIAN} params={params}>
      {(id) => <GuardianProfile id={id} />}
    </RecordPage>
  );
}
