/** /guardian: guardians for the school's staff; a guardian's own children for a guardian. */
import type { Metadata } from 'next';
import { GuardianScreen } from '@/components/people/guardian-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';
import { holdsStaffRole } from '@/lib/permissions/catalogue';
import { requireUser } from '@/lib/session/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  const staff = holdsStaffRole((await requireUser()).roles);
  return { title: t(staff ? 'pages.guardianDetails' : 'pages.myChildren') };
}

export default function Page() {
  return (
    <PageGuard path="/guardian">
      <GuardianScreen />
    </PageGuard>
  );
}
