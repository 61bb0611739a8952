/** /app/users/profile: the Account entry of the profile menu, open to every signed-in user. */
import type { Metadata } from 'next';
import { AccountView } from '@/components/account/account-view';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';
import { requireUser } from '@/lib/session/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('account'))('title') };
}

export default async function ProfilePage() {
  const user = await requireUser();
  return (
    <PageGuard path="/app/users/profile">
      <AccountView
        fullName={user.full_name}
        email={user.email}
        image={user.image}
        roles={user.roles.map((r) => r.name)}
      />
    </PageGuard>
  );
}
