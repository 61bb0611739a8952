/**
 * Fees (DOMAIN.md "Finance"), owned by lib/api/modules/fees. Amounts are integer minor units
 * of the school's currency.
 *
 * - Setup: fee types; fee structures (a session year, one or more classes, lines of fee types,
 *   installments, a late-fee rule), versioned: a structure with dues assigned is never edited,
 *   an edit makes the next version and the old one is superseded.
 * - Money: `fee_ledger` holds every line that moves a student's balance (due, late fee, waiver,
 *   payment, cancellation, advance applied), each with a signed amount (positive: the student
 *   owes more). Payments and their cancellations are records of their own. These three tables
 *   are append-only: a trigger (migration 0005) refuses UPDATE, DELETE and TRUNCATE.
 * - Receipt numbers: one counter row per school, incremented inside the payment's transaction,
 *   so concurrent payments queue on the row lock and a rolled-back payment leaves no gap.
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
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { classes, sessionYearFk } from './academics';
import { students } from './people';
import { LATE_FEE_KINDS, LEDGER_KINDS, PAYMENT_METHODS, STRUCTURE_KINDS } from './fees-values';
import { belongsToSchool, userFk } from './keys';

export { LATE_FEE_KINDS, LEDGER_KINDS, PAYMENT_METHODS, STRUCTURE_KINDS } from './fees-values';

const studentFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({ columns: [t.schoolId, column], foreignColumns: [students.schoolId, students.id] });
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
    belongsToSchool(t),
    unique('fee_types_school_name_unique').on(t.schoolId, t.name),
  ],
);

const feeTypeFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({ columns: [t.schoolId, column], foreignColumns: [feeTypes.schoolId, feeTypes.id] });

export const feeStructures = pgTable(
  'fee_structures',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** What it charges for (tuition, transport, hostel, other): how screens tell structures apart. */
    kind: text('kind', { enum: STRUCTURE_KINDS }).notNull().default('tuition'),
    /**
     * Charged only to the students who opt in (the office picks them when assigning); never to
     * a whole class, nor to a late admission automatically.
     */
    optional: boolean('optional').notNull().default(false),
    sessionYearId: integer('session_year_id').notNull(),
    /** Due date of the whole compulsory amount when there are no installments. */
    dueDate: date('due_date').notNull(),
    lateFeeKind: text('late_fee_kind', { enum: LATE_FEE_KINDS }).notNull().default('none'),
    /** Minor units: the fixed late fee, or the fee per day. */
    lateFeeAmount: bigint('late_fee_amount', { mode: 'number' }).notNull().default(0),
    /** Hundredths of a percent (12.5% = 1250), for the percentage rule. */
    lateFeeBasisPoints: integer('late_fee_basis_points').notNull().default(0),
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(0),
    lateFeeCap: bigint('late_fee_cap', { mode: 'number' }),
    version: integer('version').notNull().default(1),
    /** The version this one replaced. */
    previousId: integer('previous_id'),
    /** Set when a newer version replaced this one; its dues stay as they were. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    sessionYearFk(t, t.sessionYearId),
    check('fee_structures_kind', sql`${t.kind} in ('tuition', 'transport', 'hostel', 'other')`),
    check(
      'fee_structures_late_fee_kind',
      sql`${t.lateFeeKind} in ('none', 'fixed', 'percentage', 'per_day')`,
    ),
    check(
      'fee_structures_late_fee_values',
      sql`${t.lateFeeAmount} >= 0 and ${t.lateFeeBasisPoints} between 0 and 10000 and ${t.lateFeeGraceDays} >= 0 and (${t.lateFeeCap} is null or ${t.lateFeeCap} >= 0)`,
    ),
  ],
);

const structureFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({
    columns: [t.schoolId, column],
    foreignColumns: [feeStructures.schoolId, feeStructures.id],
  });

export const feeStructureClasses = pgTable(
  'fee_structure_classes',
  {
    schoolId: integer('school_id').notNull(),
    structureId: integer('structure_id').notNull(),
    classId: integer('class_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.structureId, t.classId] }),
    structureFk(t, t.structureId),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    index('fee_structure_classes_class_idx').on(t.schoolId, t.classId),
  ],
);

export const feeStructureLines = pgTable(
  'fee_structure_lines',
  {
    ...tenantColumns(),
    structureId: integer('structure_id').notNull(),
    feeTypeId: integer('fee_type_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [
    tenantPrimaryKey(t),
    structureFk(t, t.structureId),
    feeTypeFk(t, t.feeTypeId),
    check('fee_structure_lines_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The compulsory total split by date; a structure without installments has one, "Full". */
export const feeInstallments = pgTable(
  'fee_installments',
  {
    ...tenantColumns(),
    structureId: integer('structure_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    dueDate: date('due_date').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    structureFk(t, t.structureId),
    unique('fee_installments_position_unique').on(t.schoolId, t.structureId, t.position),
    check('fee_installments_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const feePayments = pgTable(
  'fee_payments',
  {
    ...tenantColumns(),
    receiptNo: integer('receipt_no').notNull(),
    studentId: integer('student_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    paidOn: date('paid_on').notNull(),
    /** Everything received, advance included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    chequeNo: text('cheque_no'),
    bank: text('bank'),
    reference: text('reference'),
    note: text('note'),
    collectedByUserId: integer('collected_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('fee_payments_receipt_unique').on(t.schoolId, t.receiptNo),
    studentFk(t, t.studentId),
    sessionYearFk(t, t.sessionYearId),
    userFk(t, t.collectedByUserId),
    index('fee_payments_paid_on_idx').on(t.schoolId, t.paidOn, t.id),
    index('fee_payments_student_idx').on(t.schoolId, t.studentId),
    check('fee_payments_amount_positive', sql`${t.amount} > 0`),
    check(
      'fee_payments_method',
      sql`${t.method} in ('cash', 'cheque', 'bank_transfer', 'card', 'online')`,
    ),
  ],
);

/** A payment's cancellation: its reason and who did it (the reversing lines are in the ledger). */
export const feePaymentCancellations = pgTable(
  'fee_payment_cancellations',
  {
    schoolId: integer('school_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    reason: text('reason').notNull(),
    cancelledOn: date('cancelled_on').notNull(),
    cancelledByUserId: integer('cancelled_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.paymentId] }),
    foreignKey({
      columns: [t.schoolId, t.paymentId],
      foreignColumns: [feePayments.schoolId, feePayments.id],
    }),
    userFk(t, t.cancelledByUserId),
  ],
);

export const feeLedger = pgTable(
  'fee_ledger',
  {
    ...tenantColumns(),
    studentId: integer('student_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Signed: positive raises what the student owes, negative lowers it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The due (a `due` line of this ledger) a line applies to; null for an advance. */
    dueId: integer('due_id'),
    paymentId: integer('payment_id'),
    /** The line a cancellation reverses. */
    reversesId: integer('reverses_id'),
    feeTypeId: integer('fee_type_id'),
    structureId: integer('structure_id'),
    installmentId: integer('installment_id'),
    /** An optional structure line chosen for this student (its own due). */
    structureLineId: integer('structure_line_id'),
    /** The refund (fee_refunds) a `refund` line belongs to. */
    refundId: integer('refund_id'),
    label: text('label').notNull(),
    dueDate: date('due_date'),
    postedOn: date('posted_on').notNull(),
    note: text('note'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    studentFk(t, t.studentId),
    sessionYearFk(t, t.sessionYearId),
    feeTypeFk(t, t.feeTypeId),
    structureFk(t, t.structureId),
    foreignKey({
      columns: [t.schoolId, t.paymentId],
      foreignColumns: [feePayments.schoolId, feePayments.id],
    }),
    userFk(t, t.createdByUserId),
    // A student's lines. The only full index past school_id that a student's lookup can match,
    // so even without statistics (PGlite is never analysed) it cannot wander onto a whole
    // session's lines, as it did through an index on (school, session year, kind) (drizzle/0019).
    index('fee_ledger_student_idx').on(t.schoolId, t.studentId, t.sessionYearId),
    index('fee_ledger_due_idx').on(t.schoolId, t.dueId),
    index('fee_ledger_payment_idx').on(t.schoolId, t.paymentId),
    index('fee_ledger_refund_idx')
      .on(t.schoolId, t.refundId)
      .where(sql`${t.refundId} is not null`),
    // Whether a structure has been assigned (a late admission's dues): one probe, not a scan.
    index('fee_ledger_structure_due_idx')
      .on(t.schoolId, t.structureId)
      .where(sql`${t.kind} = 'due'`),
    // The daily fee reminders (fees/reminders.ts): a school's dues of one date, and which
    // schools have dues within 60 days of today; without it both read the whole ledger.
    index('fee_ledger_due_date_idx')
      .on(t.dueDate, t.schoolId)
      .where(sql`${t.kind} = 'due'`),
    // Assigning twice creates nothing twice: one due per student and installment (or optional line).
    uniqueIndex('fee_ledger_installment_due_unique')
      .on(t.schoolId, t.studentId, t.installmentId)
      .where(sql`${t.kind} = 'due' and ${t.installmentId} is not null`),
    uniqueIndex('fee_ledger_optional_due_unique')
      .on(t.schoolId, t.studentId, t.structureLineId)
      .where(sql`${t.kind} = 'due' and ${t.structureLineId} is not null`),
    check(
      'fee_ledger_kind',
      sql`${t.kind} in ('due', 'late_fee', 'waiver', 'payment', 'advance', 'advance_applied', 'cancellation', 'refund')`,
    ),
    check(
      'fee_ledger_sign',
      sql`(${t.kind} in ('due', 'late_fee', 'refund') and ${t.amount} > 0) or (${t.kind} in ('waiver', 'payment', 'advance') and ${t.amount} < 0) or ${t.kind} in ('advance_applied', 'cancellation')`,
    ),
  ],
);

/**
 * Money given back to the payer of a payment, with its reason. Its `refund` ledger lines (one
 * per due the money had settled, or one for the advance it had left) add it back to the
 * student's balance. Credit-note numbers are per school, consecutive and unique: the next is
 * one above the school's highest, taken under the school's fee lock (payments.ts), so a failed
 * refund leaves no gap and a restored school continues from its own refunds. Append-only.
 */
export const feeRefunds = pgTable(
  'fee_refunds',
  {
    ...tenantColumns(),
    creditNoteNo: integer('credit_note_no').notNull(),
    paymentId: integer('payment_id').notNull(),
    studentId: integer('student_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    refundedOn: date('refunded_on').notNull(),
    refundedByUserId: integer('refunded_by_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('fee_refunds_credit_note_unique').on(t.schoolId, t.creditNoteNo),
    foreignKey({
      columns: [t.schoolId, t.paymentId],
      foreignColumns: [feePayments.schoolId, feePayments.id],
    }),
    studentFk(t, t.studentId),
    sessionYearFk(t, t.sessionYearId),
    userFk(t, t.refundedByUserId),
    index('fee_refunds_payment_idx').on(t.schoolId, t.paymentId),
    check('fee_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const feeReceiptCounters = pgTable(
  'fee_receipt_counters',
  {
    schoolId: integer('school_id').primaryKey(),
    lastReceiptNo: integer('last_receipt_no').notNull(),
  },
  (t) => [belongsToSchool(t)],
);

/**
 * Derived: one row per student and session year with the sums of their ledger lines that the
 * fee summary needs, kept by the database itself (migration 0016: a statement-level trigger
 * on `fee_ledger` inserts recomputes the rows of the students a statement touched, in the same
 * transaction), so no writer can forget it and the summary reads one small row per student
 * instead of the whole ledger. Each `*_sum` is the signed sum of the ledger amounts of a kind
 * as `balanceOf` reads it, a cancellation counted with the kind it reverses; `owing_since` is
 * the earliest due date of a due that still owes something (posted lines only), so the
 * overdue count compares it with today at read time. Never written by the application; left
 * out of backups and kept through a restore (modules/backup/plan.ts DERIVED).
 */
export const feeStudentTotals = pgTable(
  'fee_student_totals',
  {
    schoolId: integer('school_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    studentId: integer('student_id').notNull(),
    dueSum: bigint('due_sum', { mode: 'number' }).notNull().default(0),
    lateFeeSum: bigint('late_fee_sum', { mode: 'number' }).notNull().default(0),
    waiverSum: bigint('waiver_sum', { mode: 'number' }).notNull().default(0),
    paymentSum: bigint('payment_sum', { mode: 'number' }).notNull().default(0),
    advanceSum: bigint('advance_sum', { mode: 'number' }).notNull().default(0),
    /** `advance_applied` lines without a due: the advance side of moving money onto a due. */
    advanceUsedSum: bigint('advance_used_sum', { mode: 'number' }).notNull().default(0),
    /** `refund` lines: money given back, owed again. */
    refundSum: bigint('refund_sum', { mode: 'number' }).notNull().default(0),
    /** `refund` lines without a due: the part taken off an advance. */
    refundAdvanceSum: bigint('refund_advance_sum', { mode: 'number' }).notNull().default(0),
    /** What the student owes (negative: an advance held): every signed sum but advance_used. */
    balance: bigint('balance', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`due_sum + late_fee_sum + waiver_sum + payment_sum + advance_sum + refund_sum`,
      ),
    owingSince: date('owing_since'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sessionYearId, t.studentId] }),
    belongsToSchool(t),
    studentFk(t, t.studentId),
    sessionYearFk(t, t.sessionYearId),
    // The dues list's first page (most owed first) without sorting 50,000 rows.
    index('fee_student_totals_balance_idx').on(
      t.schoolId,
      t.sessionYearId,
      t.balance.desc().nullsFirst(),
      t.studentId,
    ),
  ],
);

/**
 * Derived: a session year's collections per month (payments not cancelled), kept by triggers
 * on `fee_payments` and `fee_payment_cancellations` inserts (migration 0016) by adding and
 * taking off, so concurrent payments never lose an update. `payments` counts the live
 * payments: a month whose payments were all cancelled stays as a row with 0 and is not shown.
 */
export const feeCollectionMonths = pgTable(
  'fee_collection_months',
  {
    schoolId: integer('school_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    collected: bigint('collected', { mode: 'number' }).notNull().default(0),
    payments: integer('payments').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sessionYearId, t.month] }),
    belongsToSchool(t),
    sessionYearFk(t, t.sessionYearId),
  ],
);
