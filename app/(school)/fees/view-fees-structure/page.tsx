import { StructureList } from '@/components/fees/structure-list';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.structures') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/view-fees-structure">
      <StructureList />
    </PageGuard>
  );
}
