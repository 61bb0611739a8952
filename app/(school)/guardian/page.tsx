/** /guardian: guardians for the school's staff; a guardian's own children for a guardian. */
import type { Metadata } from 'next';
import { GuardianScreen } from '@/components/people/guardian-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Guardian Details' };

export default function Page() {
  return (
    <PageGuard path="/guardian">
      <GuardianScreen />
    </PageGuard>
  );
}
