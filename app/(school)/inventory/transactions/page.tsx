import { InventoryTransactionsScreen } from '@/components/inventory/transactions-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('inventory');
  return { title: t('transactions.title') };
}

export default function Page() {
  return (
    <PageGuard path="/inventory/transactions">
      <InventoryTransactionsScreen />
    </PageGuard>
  );
}
