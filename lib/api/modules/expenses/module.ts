/**
 * Expenses: categories and the expense book (manual entries and those other modules post),
 * filters with totals, a chart by month and category, CSV; and what of academics its rows use.
 */
import { expenses } from '../../../db/schema/expenses';
import * as expensesSchema from '../../../db/schema/expenses';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { mayViewExpenseAttachment } from './access';
import { expensesDashboard } from './dashboard';
import { expensesDemoSeed } from './demo-seed';
import { expensesMenu } from './menu';
import { expenseRoutes } from './routes';

/** The table an expense's `source_id` names, by its `source` (manual: none). */
const expenseSourceTable = (source: string) => (source === 'payroll' ? 'payroll_runs' : null);

export const expensesModule = defineModule({
  name: 'expenses',
  audit: { expenses: 'Expense', 'expense-categories': 'Expense category' },
  permissions: crudOf('expense-category', 'expense'),
  menu: expensesMenu,
  tables: tablesOf(
    expensesSchema,
    {
      // Never deleted in daily use (a cancellation is recorded on the row); a restore replaces
      // them whole, after its safety backup has kept the rows it removes (backup/apply.ts).
      expenses: 'replace',
    },
    // The posting module's record: a payroll run's id (the only source besides manual).
    { expenses: { source_id: { tableIn: 'source', tables: expenseSourceTable } } },
  ),
  files: { expense: mayViewExpenseAttachment },
  demo: { ...expensesDemoSeed, after: ['academics'] },
  plan: 'expenses',
  dashboard: expensesDashboard,
  routes: expenseRoutes,
  usages: [
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(['expense', 'expenses'], expenses, expenses.sessionYearId, expenses.title),
    },
  ],
});
