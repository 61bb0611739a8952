import { CollectScreen } from '@/components/fees/collect-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.collect') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/student-fees">
      <CollectScreen />
    </PageGuard>
  );
}
