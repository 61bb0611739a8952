/**
 * Expenses (DOMAIN.md "Finance"), owned by lib/api/modules/expenses. Amounts are integer minor
 * units of the school's currency, always positive.
 *
 * Nothing here is deleted: an expense is cancelled with a reason (kept, marked, left out of
 * every total). An expense posted by another module (`source` payroll, `source_id` the run) is
 * reversed only by that module, through the expenses module's `reversePostedExpense`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { sessionYears } from './academics';
import { EXPENSE_SOURCES } from './expenses-values';
import { belongsToSchool, userFk } from './keys';

export { EXPENSE_SOURCES, SALARIES_CATEGORY } from './expenses-values';

export const expenseCategories = pgTable(
  'expense_categories',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('expense_categories_school_name_unique').on(t.schoolId, t.name),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    ...tenantColumns(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    spentOn: date('spent_on').notNull(),
    referenceNo: text('reference_no'),
    /** The attachment's URL: a private file of kind `expense`, served at /api/files/{name}. */
    attachment: text('attachment'),
    /** The session year holding `spent_on`; null only when the school has none for that date. */
    sessionYearId: integer('session_year_id'),
    note: text('note'),
    source: text('source', { enum: EXPENSE_SOURCES }).notNull().default('manual'),
    /** The posting module's record (a payroll run's id) for a source other than manual. */
    sourceId: integer('source_id'),
    createdByUserId: integer('created_by_user_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledByUserId: integer('cancelled_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    foreignKey({
      columns: [t.schoolId, t.categoryId],
      foreignColumns: [expenseCategories.schoolId, expenseCategories.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.sessionYearId],
      foreignColumns: [sessionYears.schoolId, sessionYears.id],
    }),
    userFk(t, t.createdByUserId),
    userFk(t, t.cancelledByUserId),
    index('expenses_spent_on_idx').on(t.schoolId, t.spentOn, t.id),
    index('expenses_category_idx').on(t.schoolId, t.categoryId, t.spentOn),
    // A source record posts at most one live expense (posting twice is refused by the database).
    uniqueIndex('expenses_live_source_unique')
      .on(t.schoolId, t.source, t.sourceId)
      .where(sql`${t.sourceId} is not null and ${t.cancelledAt} is null`),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    check('expenses_source', sql`${t.source} in ('manual', 'payroll')`),
    check('expenses_source_id', sql`(${t.source} = 'manual') = (${t.sourceId} is null)`),
    check('expenses_cancel_reason', sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null)`),
  ],
);
