/**
 * The expenses module's rules, pure (no database), table-tested in rules.test.ts:
 * - an expense's date may not be after the school's today;
 * - the months of a range, and this month and last month for the dashboard;
 * - the chart: sums per month and category (cancelled expenses are never summed: the
 *   queries leave them out) arranged as one series per category over every month of the
 *   range, gaps as zero, with the totals of each month and category.
 */
import { addDays, datePartsOf, monthBounds, monthOf, type IsoDate } from '../../../calendar/dates';

export const FUTURE_DATE_MESSAGE = 'The date may not be after today.';

/** The field message for an expense dated `date` when the school's today is `today`, or null. */
export function expenseDateProblem(date: IsoDate, today: IsoDate): string | null {
  return date > today ? FUTURE_DATE_MESSAGE : null;
}

/** Every month (YYYY-MM) from the one holding `from` to the one holding `to`; at most `max`, the latest kept. */
export function monthsBetween(from: IsoDate, to: IsoDate, max = 36): string[] {
  const months: string[] = [];
  let cursor = monthBounds(from).first;
  while (cursor <= to) {
    months.push(monthOf(cursor));
    cursor = addDays(monthBounds(cursor).last, 1);
  }
  return months.slice(-max);
}

/** The first and last day of the month holding `today`, and of the month before it. */
export function thisAndLastMonth(today: IsoDate) {
  const current = monthBounds(today);
  const previous = monthBounds(addDays(current.first, -1));
  return { current, previous };
}

/** "2026-03" → "Mar 2026" ("mars 2026" in French): a chart's axis label in the page's language. */
export function monthLabel(month: string, locale = 'en'): string {
  const parts = datePartsOf(`${month}-01`);
  if (!parts) return month;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(parts.year, parts.month - 1, 1)));
}

export type MonthCategorySum = {
  month: string;
  category_id: number;
  category: string;
  amount: number;
};

export type ExpenseChart = {
  months: string[];
  /** One series per category, by total (largest first), then name. */
  categories: { id: number; name: string; amounts: number[]; total: number }[];
  /** Each month's total over every category. */
  month_totals: number[];
  total: number;
};

/** The sums arranged for the chart over `months` (sums of other months are left out). */
export function expenseChart(months: string[], sums: MonthCategorySum[]): ExpenseChart {
  const column = new Map(months.map((m, i) => [m, i]));
  const series = new Map<number, { id: number; name: string; amounts: number[]; total: number }>();
  for (const s of sums) {
    const i = column.get(s.month);
    if (i === undefined || s.amount === 0) continue;
    let entry = series.get(s.category_id);
    if (!entry) {
      entry = { id: s.category_id, name: s.category, amounts: months.map(() => 0), total: 0 };
      series.set(s.category_id, entry);
    }
    entry.amounts[i] = (entry.amounts[i] ?? 0) + s.amount;
    entry.total += s.amount;
  }
  const categories = [...series.values()].sort(
    (a, b) => b.total - a.total || a.name.localeCompare(b.name),
  );
  const month_totals = months.map((_, i) =>
    categories.reduce((sum, c) => sum + (c.amounts[i] ?? 0), 0),
  );
  return { months, categories, month_totals, total: month_totals.reduce((a, b) => a + b, 0) };
}
