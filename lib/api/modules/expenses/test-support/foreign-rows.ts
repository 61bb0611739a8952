/**
 * How to get an existing row of each resource of expenses in a given school, for the
 * generated cross-school suite (lib/api/cross-school.test.ts); a route with a body also gets
 * a body valid in the caller's own school, keyed "METHOD path".
 */
import { addDays } from '../../../../calendar/dates';
import { unique, type TestApi } from '../../../test-support/harness';
import { post, type ForeignRowsOf, type As } from '../../../test-support/fixtures';

const expenseCategory = (t: TestApi, as: As) =>
  post(t, as, '/expense-categories', { name: unique('Spend') });
/** An expense of its own category, dated two days ago (in every zone, inside the default year). */
const expenseBody = async (t: TestApi, as: As) => ({
  category_id: await expenseCategory(t, as),
  title: unique('Expense'),
  amount: 2500,
  date: addDays(new Date().toISOString().slice(0, 10), -2),
});

export const foreignRows: ForeignRowsOf = {
  'expense-categories': {
    create: expenseCategory,
    bodies: { 'PUT /expense-categories/:id': async () => ({ name: unique('Spend') }) },
  },
  expenses: {
    create: async (t, as) => post(t, as, '/expenses', await expenseBody(t, as)),
    bodies: {
      'PUT /expenses/:id': expenseBody,
      'POST /expenses/:id/cancel': async () => ({ reason: 'Entered twice' }),
    },
  },
};
