/**
 * Expenses: categories and the expense book (manual entries and those other modules post),
 * filters with totals, a chart by month and category, CSV; and what of academics its rows use.
 */
import { expenses } from '../../../db/schema/expenses';
import { defineModule } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { expenseRoutes } from './routes';

export const expensesModule = defineModule({
  name: 'expenses',
  routes: expenseRoutes,
  usages: [
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(['expense', 'expenses'], expenses, expenses.sessionYearId, expenses.title),
    },
  ],
});
