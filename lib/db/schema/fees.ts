/**
 * Fee types and fee structures: the minimal columns the meta-data and the fee summary read.
 * The fees module (structures with lines and installments, dues, payments) extends these.
 * Amounts are integer minor units of the school's currency.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { classes, sessionYears } from './academics';
import { schools } from './platform';

export const feeTypes = pgTable(
  'fee_types',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    unique('fee_types_school_name_unique').on(t.schoolId, t.name),
  ],
);

export const fees = pgTable(
  'fees',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    classId: integer('class_id').notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    dueDate: date('due_date'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('fees_school_session_name_unique').on(t.schoolId, t.sessionYearId, t.name),
    foreignKey({
      columns: [t.schoolId, t.sessionYearId],
      foreignColumns: [sessionYears.schoolId, sessionYears.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    check('fees_amount_not_negative', sql`${t.totalAmount} >= 0`),
  ],
);
