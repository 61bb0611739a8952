/**
 * A student's fees as of a date, read from the ledger: every due with its waivers, payments and
 * late fee (posted, and earned since under its structure's rule), the payments with their
 * receipts, and the balance. The one reader behind the collect screen, a guardian's view, a
 * payment's allocation and the receipt, so they all show the same figures.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import {
  feeLedger,
  feePaymentCancellations,
  feePayments,
  feeRefunds,
  feeStructures,
} from '../../../db/schema/fees';
import type { LedgerKind } from '../../../db/schema/fees-values';
import {
  balanceOf,
  dueState,
  NO_LATE_FEE,
  pendingLateFee,
  type Balance,
  type LedgerLine,
} from './rules';
import { ruleOf } from './structure-reads';

const reversed = alias(feeLedger, 'reversed');

/** The join of a payment to its cancellation, if any (a cancelled payment keeps its row). */
export const cancellationOfPayment = and(
  eq(feePaymentCancellations.schoolId, feePayments.schoolId),
  eq(feePaymentCancellations.paymentId, feePayments.id),
);

/** Every line of a student in a session year, a cancellation with the kind it reverses. */
export async function ledgerLines(
  db: Executor,
  schoolId: number,
  studentId: number,
  sessionYearId: number,
) {
  return db
    .select({
      id: feeLedger.id,
      kind: feeLedger.kind,
      amount: feeLedger.amount,
      dueId: feeLedger.dueId,
      paymentId: feeLedger.paymentId,
      reverses: reversed.kind,
      reversesId: feeLedger.reversesId,
      label: feeLedger.label,
      dueDate: feeLedger.dueDate,
      structureId: feeLedger.structureId,
      feeTypeId: feeLedger.feeTypeId,
      note: feeLedger.note,
      postedOn: feeLedger.postedOn,
    })
    .from(feeLedger)
    .leftJoin(
      reversed,
      and(eq(reversed.schoolId, feeLedger.schoolId), eq(reversed.id, feeLedger.reversesId)),
    )
    .where(
      and(
        eq(feeLedger.schoolId, schoolId),
        eq(feeLedger.studentId, studentId),
        eq(feeLedger.sessionYearId, sessionYearId),
      ),
    )
    .orderBy(asc(feeLedger.id));
}

export type StoredLine = Awaited<ReturnType<typeof ledgerLines>>[number];

export type DueView = {
  id: number;
  label: string;
  due_date: string | null;
  amount: number;
  late_fee: number;
  waived: number;
  paid: number;
  outstanding: number;
  /** What of `late_fee` was earned by the date asked and is not posted yet. */
  late_fee_pending: number;
  status: 'paid' | 'due' | 'overdue';
};

export type PaymentView = {
  id: number;
  receipt_no: number;
  paid_on: string;
  amount: number;
  method: string;
  reference: string | null;
  cheque_no: string | null;
  bank: string | null;
  status: 'paid' | 'cancelled';
  cancel_reason: string | null;
  /** Given back to the payer so far (refunds), and each refund's credit note. */
  refunded: number;
  refunds: { id: number; credit_note_no: number; amount: number; refunded_on: string }[];
};

export type StudentFees = {
  dues: DueView[];
  payments: PaymentView[];
  balance: Balance;
};

const asRuleLine = (l: StoredLine): LedgerLine => ({
  id: l.id,
  kind: l.kind,
  amount: l.amount,
  dueId: l.dueId,
  reverses: l.reverses as LedgerKind | null,
});

/** The dues and balance of a student in a session year as of a date. */
export async function studentFees(
  db: Executor,
  schoolId: number,
  studentId: number,
  sessionYearId: number,
  asOf: string,
): Promise<StudentFees> {
  const stored = await ledgerLines(db, schoolId, studentId, sessionYearId);
  const lines = stored.map(asRuleLine);
  const structureIds = [
    ...new Set(stored.map((l) => l.structureId).filter((id): id is number => id !== null)),
  ];
  const structures = structureIds.length
    ? await db
        .select()
        .from(feeStructures)
        .where(and(eq(feeStructures.schoolId, schoolId), inArray(feeStructures.id, structureIds)))
    : [];
  const rules = new Map(structures.map((s) => [s.id, ruleOf(s)]));
  let pendingTotal = 0;
  const dues: DueView[] = stored
    .filter((l) => l.kind === 'due')
    .map((due) => {
      const state = dueState(asRuleLine(due), lines);
      const rule = (due.structureId && rules.get(due.structureId)) || NO_LATE_FEE;
      const pending = due.dueDate ? pendingLateFee(rule, due.dueDate, state, asOf) : 0;
      pendingTotal += pending;
      const outstanding = state.outstanding + pending;
      return {
        id: due.id,
        label: due.label,
        due_date: due.dueDate,
        amount: state.amount,
        late_fee: state.lateFeesPosted + pending,
        waived: state.waived,
        paid: state.paid,
        outstanding,
        late_fee_pending: pending,
        status: outstanding <= 0 ? 'paid' : due.dueDate && due.dueDate < asOf ? 'overdue' : 'due',
      };
    });
  const payments = await paymentsOf(db, schoolId, [studentId], sessionYearId);
  return { dues, payments, balance: balanceOf(lines, pendingTotal) };
}

/** Payments of students in a session year, newest first, with their cancellation if any. */
export async function paymentsOf(
  db: Executor,
  schoolId: number,
  studentIds: number[],
  sessionYearId: number,
): Promise<PaymentView[]> {
  if (!studentIds.length) return [];
  const rows = await db
    .select({
      id: feePayments.id,
      receipt_no: feePayments.receiptNo,
      paid_on: feePayments.paidOn,
      amount: feePayments.amount,
      method: feePayments.method,
      reference: feePayments.reference,
      cheque_no: feePayments.chequeNo,
      bank: feePayments.bank,
      cancel_reason: feePaymentCancellations.reason,
    })
    .from(feePayments)
    .leftJoin(feePaymentCancellations, cancellationOfPayment)
    .where(
      and(
        eq(feePayments.schoolId, schoolId),
        inArray(feePayments.studentId, studentIds),
        eq(feePayments.sessionYearId, sessionYearId),
      ),
    )
    .orderBy(sql`${feePayments.id} desc`);
  const refunds = await refundNotes(
    db,
    schoolId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const own = refunds
      .filter((f) => f.payment_id === r.id)
      .map((f) => ({
        id: f.id,
        credit_note_no: f.credit_note_no,
        amount: f.amount,
        refunded_on: f.refunded_on,
      }));
    return {
      ...r,
      status: r.cancel_reason === null ? 'paid' : 'cancelled',
      refunded: own.reduce((a, f) => a + f.amount, 0),
      refunds: own,
    };
  });
}

/** The refunds of some payments, oldest first: their credit notes. */
export async function refundNotes(db: Executor, schoolId: number, paymentIds: number[]) {
  if (!paymentIds.length) return [];
  return db
    .select({
      id: feeRefunds.id,
      payment_id: feeRefunds.paymentId,
      credit_note_no: feeRefunds.creditNoteNo,
      amount: feeRefunds.amount,
      refunded_on: feeRefunds.refundedOn,
    })
    .from(feeRefunds)
    .where(and(eq(feeRefunds.schoolId, schoolId), inArray(feeRefunds.paymentId, paymentIds)))
    .orderBy(asc(feeRefunds.id));
}

/** Whether a payment has been refunded (in part). */
export async function hasRefunds(db: Executor, schoolId: number, paymentId: number) {
  return (await refundNotes(db, schoolId, [paymentId])).length > 0;
}
