import { InventoryTransactionsScreen } from '@/components/inventory/transactions-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Stock transactions' };

export default function Page() {
  return (
    <PageGuard path="/inventory/transactions">
      <InventoryTransactionsScreen />
    </PageGuard>
  );
}
