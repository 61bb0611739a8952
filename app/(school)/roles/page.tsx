/** /roles: custom roles with permissions from the catalogue; reserved roles protected. */
import type { Metadata } from 'next';
import { RoleScreen } from '@/components/people/role-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.roles') };
}

export default function Page() {
  return (
    <PageGuard path="/roles">
      <RoleScreen />
    </PageGuard>
  );
}
