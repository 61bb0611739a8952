import { ExpenseCategoryScreen } from '@/components/expenses/category-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Expense categories' };

export default function Page() {
  return (
    <PageGuard path="/expense-categories">
      <ExpenseCategoryScreen />
    </PageGuard>
  );
}
