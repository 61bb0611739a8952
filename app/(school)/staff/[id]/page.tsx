/** /staff/{id}: one staff member's profile in tabs (issue 29). */
import { StaffMemberProfile } from '@/components/profile/staff-profile';
import { STAFF } from '@/components/people/record-kinds';
import { RecordPage, recordMetadata } from '@/components/shell/record-page';
import { getT } from '@/lib/i18n/server';

// The title's fallback (the record could not be read) in the page's language.
export async function generateMetadata(props: { params: Promise<{ id: string }> }) {
  const t = await getT('profile');
  return recordMetadata({ ...STAFF, kind: t('record.staff') })(props);
}

export default function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <RecordPage kind={STAFF} params={params}>
      {(id) => <StaffMemberProfile id={id} />}
    </RecordPage>
  );
}
