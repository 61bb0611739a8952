/**
 * Payroll (DOMAIN.md "Finance"), owned by lib/api/modules/payroll. Amounts are integer minor
 * units of the school's currency; percentages are basis points (12.5% = 1250).
 *
 * - Settings: `payroll_components` (allowances and deductions, fixed or a percentage of basic,
 *   active or not) and `payroll_preferences` (one row per school: the working-days rule).
 * - Salary structures are versioned: every save is a new row effective from a month; the one
 *   effective for a month is the latest `effective_from` not after it (then the highest id).
 * - A run per month (one live run per school and month: a run whose payment was cancelled
 *   frees its month). Its payslips carry their own lines, copied from the settings when
 *   computed; finalising freezes them, so later setting changes never alter a payslip.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import {
  COMPONENT_CALCS,
  COMPONENT_KINDS,
  PAYSLIP_LINE_KINDS,
  RUN_STATUSES,
  WORKING_DAYS_RULES,
} from './payroll-values';

export {
  COMPONENT_CALCS,
  COMPONENT_KINDS,
  PAYSLIP_LINE_KINDS,
  RUN_STATUSES,
  WORKING_DAYS_RULES,
} from './payroll-values';
import { belongsToSchool, userFk } from './keys';

const inList = (column: PgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
/** Days in halves: 2.5 unpaid days, 22 working days. */
const days = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

export const payrollComponents = pgTable(
  'payroll_components',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: COMPONENT_KINDS }).notNull(),
    calc: text('calc', { enum: COMPONENT_CALCS }).notNull(),
    /** Minor units, for a fixed component. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** Hundredths of a percent of basic, for a percentage component (at most 100%). */
    basisPoints: integer('basis_points').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('payroll_components_school_name_unique').on(t.schoolId, t.name),
    check('payroll_components_kind', inList(t.kind, COMPONENT_KINDS)),
    check('payroll_components_calc', inList(t.calc, COMPONENT_CALCS)),
    check(
      'payroll_components_values',
      sql`${t.amount} >= 0 and ${t.basisPoints} between 0 and 10000`,
    ),
  ],
);

export const payrollPreferences = pgTable(
  'payroll_preferences',
  {
    schoolId: integer('school_id').primaryKey(),
    workingDaysRule: text('working_days_rule', { enum: WORKING_DAYS_RULES })
      .notNull()
      .default('calendar_days'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    belongsToSchool(t),
    check('payroll_preferences_rule', inList(t.workingDaysRule, WORKING_DAYS_RULES)),
  ],
);

export const salaryStructures = pgTable(
  'salary_structures',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    basic: bigint('basic', { mode: 'number' }).notNull(),
    /** The first day of the month it applies from. */
    effectiveFrom: date('effective_from').notNull(),
    note: text('note'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    userFk(t, t.userId),
    userFk(t, t.createdByUserId),
    check('salary_structures_basic', sql`${t.basic} >= 0`),
    index('salary_structures_user').on(t.schoolId, t.userId, t.effectiveFrom),
  ],
);

export const salaryStructureLines = pgTable(
  'salary_structure_lines',
  {
    schoolId: integer('school_id').notNull(),
    structureId: integer('structure_id').notNull(),
    componentId: integer('component_id').notNull(),
    /** Minor units replacing the component's own amount for this person; null: the setting's. */
    overrideAmount: bigint('override_amount', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.structureId, t.componentId] }),
    foreignKey({
      columns: [t.schoolId, t.structureId],
      foreignColumns: [salaryStructures.schoolId, salaryStructures.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.componentId],
      foreignColumns: [payrollComponents.schoolId, payrollComponents.id],
    }),
    check(
      'salary_structure_lines_override',
      sql`${t.overrideAmount} is null or ${t.overrideAmount} >= 0`,
    ),
  ],
);

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    ...tenantColumns(),
    /** YYYY-MM */
    month: text('month').notNull(),
    status: text('status', { enum: RUN_STATUSES }).notNull().default('draft'),
    workingDaysRule: text('working_days_rule', { enum: WORKING_DAYS_RULES }).notNull(),
    /** The divisor of the unpaid-days deduction for this month under the rule. */
    daysInMonth: days('days_in_month').notNull(),
    createdByUserId: integer('created_by_user_id'),
    finalisedAt: timestamp('finalised_at', { withTimezone: true }),
    finalisedByUserId: integer('finalised_by_user_id'),
    /** The expense the finalised run posted (expenses module), null until posted. */
    expenseId: integer('expense_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByUserId: integer('cancelled_by_user_id'),
    cancelReason: text('cancel_reason'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    userFk(t, t.createdByUserId),
    userFk(t, t.finalisedByUserId),
    userFk(t, t.cancelledByUserId),
    check('payroll_runs_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('payroll_runs_status', inList(t.status, RUN_STATUSES)),
    check('payroll_runs_rule', inList(t.workingDaysRule, WORKING_DAYS_RULES)),
    // One live run per month; a cancelled one stays, and the month may be run again.
    uniqueIndex('payroll_runs_school_month_live')
      .on(t.schoolId, t.month)
      .where(sql`${t.status} <> 'cancelled'`),
  ],
);

export const payslips = pgTable(
  'payslips',
  {
    ...tenantColumns(),
    runId: integer('run_id').notNull(),
    userId: integer('user_id').notNull(),
    structureId: integer('structure_id').notNull(),
    /** The staff member's name when computed: the printed payslip keeps it. */
    staffName: text('staff_name').notNull(),
    unpaidDays: days('unpaid_days').notNull().default(0),
    earnings: bigint('earnings', { mode: 'number' }).notNull(),
    deductions: bigint('deductions', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    paidOn: date('paid_on'),
    payMethod: text('pay_method'),
    payReference: text('pay_reference'),
    paidByUserId: integer('paid_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.runId],
      foreignColumns: [payrollRuns.schoolId, payrollRuns.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.structureId],
      foreignColumns: [salaryStructures.schoolId, salaryStructures.id],
    }),
    userFk(t, t.userId),
    userFk(t, t.paidByUserId),
    unique('payslips_run_user_unique').on(t.schoolId, t.runId, t.userId),
    index('payslips_user').on(t.schoolId, t.userId),
  ],
);

export const payslipLines = pgTable(
  'payslip_lines',
  {
    ...tenantColumns(),
    payslipId: integer('payslip_id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: PAYSLIP_LINE_KINDS }).notNull(),
    /** The component it came from (null for basic and unpaid leave). */
    componentId: integer('component_id'),
    label: text('label').notNull(),
    /** Positive minor units; the kind says whether it adds or deducts. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What was computed, when the amount was adjusted by hand (with the reason). */
    computedAmount: bigint('computed_amount', { mode: 'number' }),
    adjustReason: text('adjust_reason'),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.payslipId],
      foreignColumns: [payslips.schoolId, payslips.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.schoolId, t.componentId],
      foreignColumns: [payrollComponents.schoolId, payrollComponents.id],
    }),
    check('payslip_lines_kind', inList(t.kind, PAYSLIP_LINE_KINDS)),
    check('payslip_lines_amount', sql`${t.amount} >= 0`),
    index('payslip_lines_payslip').on(t.schoolId, t.payslipId),
  ],
);
