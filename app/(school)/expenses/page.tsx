import { ExpenseScreen } from '@/components/expenses/expense-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Expenses' };

export default function Page() {
  return (
    <PageGuard path="/expenses">
      <ExpenseScreen />
    </PageGuard>
  );
}
