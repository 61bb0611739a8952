/** /guardian/{id}: one guardian with their children, at an address of its own. */
import { GuardianProfile } from '@/components/people/guardian-profile';
import { GUARDIAN } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';
import { getT } from '@/lib/i18n/server';

// The title's fallback (the record could not be read) in the page's language.
export async function generateMetadata(props: { params: Promise<{ id: string }> }) {
  const t = await getT('people');
  return recordMetadata({ ...GUARDIAN, kind: t('record.guardian') })(props);
}

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={GUARDIAN} params={params}>
      {(id) => <GuardianProfile id={id} />}
    </RecordPage>
  );
}
