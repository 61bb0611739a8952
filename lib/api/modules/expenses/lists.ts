/**
 * The expense book's reads: the list (one list path: page, capped total, CSV of the whole
 * filter) filtered by date range, category, status and source; the totals of the filter
 * (cancelled expenses counted apart, never in the amount); the sums per month and category
 * the chart shows; and one expense as the API shows it.
 */
import { and, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { expenseCategories, expenses } from '../../../db/schema/expenses';
import { EXPENSE_SOURCES, type ExpenseSource } from '../../../db/schema/expenses-values';
import { listQuery, searchAny } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import type { MonthCategorySum } from './rules';
import { expenseCategoryId } from './schemas';

const sessions = academicViews.sessionYears;
const categories = expenseCategories;

/** The filters every read of the book shares: list, totals, chart. */
const filterShape = {
  from: dateField('from date').optional(),
  to: dateField('to date').optional(),
  category_id: expenseCategoryId.optional(),
  status: z
    .enum(['active', 'cancelled'], { error: 'The status must be active or cancelled.' })
    .optional(),
  source: z.enum(EXPENSE_SOURCES, { error: 'The source must be manual or payroll.' }).optional(),
};
export const expenseListQuery = listQuery(
  ['date', 'amount', 'title', 'category', 'id'],
  filterShape,
);
export const expenseFilterQuery = z.object({
  ...filterShape,
  search: z.string().trim().max(100, 'The search may be at most 100 characters.').optional(),
});
export type ExpenseFilters = z.output<typeof expenseFilterQuery>;
type Params = z.output<typeof expenseListQuery>;

export type ExpenseRow = {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  amount: number;
  date: string;
  reference_no: string | null;
  attachment: string | null;
  note: string | null;
  session_year_id: number | null;
  session_year_name: string | null;
  source: ExpenseSource;
  source_id: number | null;
  status: 'active' | 'cancelled';
  cancel_reason: string | null;
  cancelled_at: Date | null;
};

const searchColumns = [expenses.title, expenses.referenceNo, categories.name];

function conditions(p: ExpenseFilters): (SQL | undefined)[] {
  return [
    p.from ? gte(expenses.spentOn, p.from) : undefined,
    p.to ? lte(expenses.spentOn, p.to) : undefined,
    p.category_id ? eq(expenses.categoryId, p.category_id) : undefined,
    p.status === 'active' ? isNull(expenses.cancelledAt) : undefined,
    p.status === 'cancelled' ? isNotNull(expenses.cancelledAt) : undefined,
    p.source ? eq(expenses.source, p.source) : undefined,
  ];
}

const byCategory = and(
  eq(categories.schoolId, expenses.schoolId),
  eq(categories.id, expenses.categoryId),
);

const queries = queriesOf<ExpenseRow, Params>({
  select: (db) =>
    db
      .select({
        id: expenses.id,
        category_id: expenses.categoryId,
        category_name: categories.name,
        title: expenses.title,
        amount: expenses.amount,
        date: expenses.spentOn,
        reference_no: expenses.referenceNo,
        attachment: expenses.attachment,
        note: expenses.note,
        session_year_id: expenses.sessionYearId,
        session_year_name: sessions.name,
        source: expenses.source,
        source_id: expenses.sourceId,
        status: sql<
          'active' | 'cancelled'
        >`case when ${expenses.cancelledAt} is null then 'active' else 'cancelled' end`,
        cancel_reason: expenses.cancelReason,
        cancelled_at: expenses.cancelledAt,
      })
      .from(expenses)
      .innerJoin(categories, byCategory)
      .leftJoin(
        sessions,
        and(eq(sessions.schoolId, expenses.schoolId), eq(sessions.id, expenses.sessionYearId)),
      ),
  countFrom: (db) =>
    db.select({ id: expenses.id }).from(expenses).innerJoin(categories, byCategory),
  schoolId: expenses.schoolId,
  id: expenses.id,
  search: searchColumns,
  sort: {
    date: expenses.spentOn,
    amount: expenses.amount,
    title: expenses.title,
    category: categories.name,
    id: expenses.id,
  },
  defaultSort: '-date',
  filters: conditions,
});

export const expenseList: ListDefinition<ExpenseRow, Params> = {
  query: expenseListQuery,
  queries,
  csv: {
    fileName: 'expenses.csv',
    columns: [
      { header: 'ID', value: (r) => r.id },
      { header: 'Date', value: (r) => r.date },
      { header: 'Category', value: (r) => r.category_name },
      { header: 'Title', value: (r) => r.title },
      { header: 'Amount (minor units)', value: (r) => r.amount },
      { header: 'Reference no', value: (r) => r.reference_no ?? '' },
      { header: 'Session year', value: (r) => r.session_year_name ?? '' },
      { header: 'Source', value: (r) => r.source },
      { header: 'Status', value: (r) => r.status },
      { header: 'Cancel reason', value: (r) => r.cancel_reason ?? '' },
    ],
  },
};

export const expenseRow = queries.get;

function scoped(schoolId: number, p: ExpenseFilters) {
  return and(eq(expenses.schoolId, schoolId), searchAny(p.search, searchColumns), ...conditions(p));
}

/**
 * Totals of the whole filter (not of the page): `amount` sums the live expenses only; the
 * cancelled ones are counted and summed apart, as they were never spent.
 */
export async function expenseTotals(db: Executor, schoolId: number, p: ExpenseFilters) {
  const row = oneRow(
    await db
      .select({
        count: sql`count(*) filter (where ${expenses.cancelledAt} is null)`,
        amount: sql`coalesce(sum(${expenses.amount}) filter (where ${expenses.cancelledAt} is null), 0)`,
        cancelled_count: sql`count(*) filter (where ${expenses.cancelledAt} is not null)`,
        cancelled_amount: sql`coalesce(sum(${expenses.amount}) filter (where ${expenses.cancelledAt} is not null), 0)`,
      })
      .from(expenses)
      .innerJoin(categories, byCategory)
      .where(scoped(schoolId, p)),
    'an aggregate without group by',
  );
  return {
    count: Number(row.count),
    amount: Number(row.amount),
    cancelled_count: Number(row.cancelled_count),
    cancelled_amount: Number(row.cancelled_amount),
  };
}

/** Live expenses of the filter summed per month (YYYY-MM) and category, for the chart. */
export async function monthCategorySums(
  db: Executor,
  schoolId: number,
  p: ExpenseFilters,
): Promise<MonthCategorySum[]> {
  const month = sql<string>`to_char(${expenses.spentOn}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      category_id: expenses.categoryId,
      category: categories.name,
      amount: sql`sum(${expenses.amount})`,
    })
    .from(expenses)
    .innerJoin(categories, byCategory)
    .where(and(scoped(schoolId, p), isNull(expenses.cancelledAt)))
    .groupBy(month, expenses.categoryId, categories.name);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** The sum of the school's live expenses dated within a range (the dashboard's figures). */
export async function spentBetween(db: Executor, schoolId: number, from: string, to: string) {
  const row = oneRow(
    await db
      .select({ amount: sql`coalesce(sum(${expenses.amount}), 0)` })
      .from(expenses)
      .where(
        and(
          eq(expenses.schoolId, schoolId),
          gte(expenses.spentOn, from),
          lte(expenses.spentOn, to),
          isNull(expenses.cancelledAt),
        ),
      ),
    'an aggregate without group by',
  );
  return Number(row.amount);
}
