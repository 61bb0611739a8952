/** /guardian: guardians for the school's staff; a guardian's own children for a guardian. */
import type { Metadata } from 'next';
import { GuardianScreen } from '@/components/people/guardian-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.guardianDetails') };
}

export default function Page() {
  return (
    <PageGuard path="/guardian">
      <GuardianScreen />
    </PageGuard>
  );
}
