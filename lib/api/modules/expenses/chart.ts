/**
 * GET /api/expenses/chart: the live expenses of a filter summed per month and category, over
 * every month of the range (six months up to the school's today by default), for the
 * expenses screen's bars. The arithmetic is rules.ts's `expenseChart`.
 */
import { addDays, monthBounds } from '../../../calendar/dates';
import { todayIn } from '../../../calendar';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { expenseFilterQuery, monthCategorySums } from './lists';
import { expenseChart, monthsBetween } from './rules';
import { apiMessage } from '../../http/messages';

const DEFAULT_MONTHS = 6;

/** The range asked, or the last six months up to today: what is missing is filled in. */
export function chartRange(from: string | undefined, to: string | undefined, today: string) {
  const end = to ?? (from && from > today ? from : today);
  let start = from;
  if (!start) {
    start = monthBounds(end).first;
    for (let i = 1; i < DEFAULT_MONTHS; i++) start = monthBounds(addDays(start, -1)).first;
  }
  return { from: start, to: end };
}

export const chartRoutes = [
  defineRoute({
    method: 'GET',
    path: '/expenses/chart',
    tag: 'expenses',
    summary:
      'Live expenses summed per month and category over a date range (default: the last six months), with month and category totals',
    access: access.permission('expense-list'),
    query: expenseFilterQuery,
    handler: async ({ db, caller, query }) => {
      const range = chartRange(query.from, query.to, todayIn(caller.format.timeZone));
      if (range.from > range.to)
        throw validationFailed({ to: apiMessage('expenses.toBeforeFrom') });
      const sums = await monthCategorySums(db, caller.school.id, { ...query, ...range });
      return envelope({ ...range, ...expenseChart(monthsBetween(range.from, range.to), sums) });
    },
  }),
];
