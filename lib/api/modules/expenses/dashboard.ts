/**
 * Expenses on the dashboard, for holders of expense-list: the live expenses dated this month
 * (up to today) and those of last month, side by side.
 */
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { spentBetween } from './lists';
import { thisAndLastMonth } from './rules';

const thisMonth = ({ db, schoolId, today }: DashboardContext) =>
  spentBetween(db, schoolId, thisAndLastMonth(today).current.first, today);

const lastMonth = ({ db, schoolId, today }: DashboardContext) => {
  const { previous } = thisAndLastMonth(today);
  return spentBetween(db, schoolId, previous.first, previous.last);
};

export const expensesDashboard: DashboardContribution = {
  figures: [
    {
      key: 'expenses_this_month',
      label: 'Expenses this month',
      permission: 'expense-list',
      format: 'money',
      value: thisMonth,
    },
    {
      key: 'expenses_last_month',
      label: 'Expenses last month',
      permission: 'expense-list',
      format: 'money',
      value: lastMonth,
    },
  ],
};
