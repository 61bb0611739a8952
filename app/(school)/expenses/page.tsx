import { ExpenseScreen } from '@/components/expenses/expense-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('expenses');
  return { title: t('titles.expenses') };
}

export default function Page() {
  return (
    <PageGuard path="/expenses">
      <ExpenseScreen />
    </PageGuard>
  );
}
