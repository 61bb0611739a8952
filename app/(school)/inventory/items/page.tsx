import { InventoryItemScreen } from '@/components/inventory/item-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('inventory');
  return { title: t('items.title') };
}

export default function Page() {
  return (
    <PageGuard path="/inventory/items">
      <InventoryItemScreen />
    </PageGuard>
  );
}
