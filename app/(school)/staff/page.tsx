/** /staff: staff members, each with one role. */
import type { Metadata } from 'next';
import { StaffScreen } from '@/components/people/staff-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.staff') };
}

export default function Page() {
  return (
    <PageGuard path="/staff">
      <StaffScreen />
    </PageGuard>
  );
}
