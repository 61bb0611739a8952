import { ExpenseCategoryScreen } from '@/components/expenses/category-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('expenses');
  return { title: t('titles.categories') };
}

export default function Page() {
  return (
    <PageGuard path="/expense-categories">
      <ExpenseCategoryScreen />
    </PageGuard>
  );
}
