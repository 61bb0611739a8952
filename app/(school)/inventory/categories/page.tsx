import { InventoryCategoryScreen } from '@/components/inventory/category-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Inventory categories' };

export default function Page() {
  return (
    <PageGuard path="/inventory/categories">
      <InventoryCategoryScreen />
    </PageGuard>
  );
}
