/** /roles: custom roles with permissions from the catalogue; reserved roles protected. */
import type { Metadata } from 'next';
import { RoleScreen } from '@/components/people/role-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Roles and Permissions' };

export default function Page() {
  return (
    <PageGuard path="/roles">
      <RoleScreen />
    </PageGuard>
  );
}
