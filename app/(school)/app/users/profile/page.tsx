/** /app/users/profile: the Account entry of the profile menu, open to every signed-in user. */
import type { Metadata } from 'next';
import { AccountView } from '@/components/account/account-view';
import { PageGuard } from '@/components/shell/page-guard';
import { requireUser } from '@/lib/session/current-user';

export const metadata: Metadata = { title: 'Your account' };

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
