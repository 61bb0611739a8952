import { InventoryCategoryScreen } from '@/components/inventory/category-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('inventory');
  return { title: t('categories.title') };
}

export default function Page() {
  return (
    <PageGuard path="/inventory/categories">
      <InventoryCategoryScreen />
    </PageGuard>
  );
}
