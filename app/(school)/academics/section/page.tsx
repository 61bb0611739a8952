import { NamedListScreen } from '@/components/academics/named-list-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('academics');
  return { title: t('section.title') };
}

export default function Page() {
  return (
    <PageGuard path="/academics/section">
      <NamedListScreen path="/api/sections" area="section" />
    </PageGuard>
  );
}
