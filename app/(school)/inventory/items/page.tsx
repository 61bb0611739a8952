import { InventoryItemScreen } from '@/components/inventory/item-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Inventory items' };

export default function Page() {
  return (
    <PageGuard path="/inventory/items">
      <InventoryItemScreen />
    </PageGuard>
  );
}
