import { NamedListScreen } from '@/components/academics/named-list-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('academics');
  return { title: t('stream.title') };
}

export default function Page() {
  return (
    <PageGuard path="/academics/stream">
      <NamedListScreen path="/api/streams" area="stream" />
    </PageGuard>
  );
}
