/**
 * Collecting and cancelling payments: POST /api/fee-payments and /api/fee-payments/{id}/cancel.
 *
 * Every payment takes the school's next receipt number by incrementing the school's counter row
 * inside its own transaction: concurrent payments queue on that row's lock, so numbers are
 * consecutive and unique, and a payment that fails rolls its number back (no gap). Holding the
 * lock also serialises the reading of the student's dues with the writing of the payment, so two
 * cashiers cannot both spend the same balance. A cancellation takes the same lock and posts
 * reversing lines; the payment, its receipt number and its lines stay.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  feeLedger,
  feePaymentCancellations,
  feePayments,
  feeReceiptCounters,
} from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { formatMoney } from '../../../money';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import type { SchoolUser } from '../../http/context';
import { studentBriefs } from '../people';
import { cancellationOfPayment, hasRefunds, ledgerLines, studentFees } from './ledger';
import { allocatePayment, balanceOf } from './rules';
import { cancelSchema, paymentSchema, type PaymentBody } from './schemas';
import { apiMessage } from '../../http/messages';
import { noticePayment } from './notices';

/** The next receipt number of the school; holds the counter's row lock until the transaction ends. */
async function nextReceiptNo(tx: Executor, schoolId: number): Promise<number> {
  const row = oneRow(
    await tx
      .insert(feeReceiptCounters)
      .values({ schoolId, lastReceiptNo: 1 })
      .onConflictDoUpdate({
        target: feeReceiptCounters.schoolId,
        set: { lastReceiptNo: sql`${feeReceiptCounters.lastReceiptNo} + 1` },
      })
      .returning({ no: feeReceiptCounters.lastReceiptNo }),
    'inserting one row into feeReceiptCounters',
  );
  return row.no;
}

/** Takes the school's fee lock (the counter row) without taking a number. */
export async function lockSchoolFees(tx: Executor, schoolId: number): Promise<void> {
  await tx.execute(
    sql`select 1 from ${feeReceiptCounters} where ${feeReceiptCounters.schoolId} = ${schoolId} for update`,
  );
}

type Line = typeof feeLedger.$inferInsert;

async function collect(tx: Executor, caller: SchoolUser, body: PaymentBody) {
  const schoolId = caller.school.id;
  const [student] = await studentBriefs(tx, schoolId, [body.student_id]);
  if (!student) throw validationFailed({ student_id: apiMessage('fees.studentMissing') });
  const paidOn = body.paid_on ?? todayIn(caller.format.timeZone);
  const receiptNo = await nextReceiptNo(tx, schoolId);
  const sessionYearId = student.session_year_id;
  const fees = await studentFees(tx, schoolId, student.id, sessionYearId, paidOn);

  const byId = new Map(fees.dues.map((d) => [d.id, d]));
  const picked = body.due_ids.flatMap((id) => byId.get(id) ?? []);
  if (picked.length < body.due_ids.length)
    throw validationFailed({ due_ids: apiMessage('fees.dueNotTheirs') });
  if (picked.some((d) => d.outstanding <= 0))
    throw validationFailed({ due_ids: apiMessage('fees.dueSettled') });
  const chosen = body.due_ids.length
    ? picked
    : fees.dues
        .filter((d) => d.outstanding > 0)
        .sort((a, b) => (a.due_date ?? '').localeCompare(b.due_date ?? '') || a.id - b.id);
  const labelOf = (dueId: number) => {
    const due = byId.get(dueId);
    if (!due) throw new Error('A payment part is of a chosen due, and every chosen due is in byId');
    return due.label;
  };

  // An advance already held is used first, then the money received now.
  const fromAdvance = allocatePayment(
    Math.max(0, fees.balance.advance),
    chosen.map((d) => ({ dueId: d.id, owed: d.outstanding })),
  );
  const stillOwed = chosen.map((d) => ({
    dueId: d.id,
    owed: d.outstanding - (fromAdvance.parts.find((p) => p.dueId === d.id)?.amount ?? 0),
  }));
  const fromPayment = allocatePayment(body.amount, stillOwed);
  if (fromPayment.advance > 0 && !body.keep_advance) {
    const owed = stillOwed.reduce((a, d) => a + d.owed, 0);
    const money = { currency: caller.format.currency, symbol: caller.format.currencySymbol };
    throw validationFailed({
      amount: apiMessage('fees.overpaid', { owed: formatMoney(owed, money) }),
    });
  }

  const payment = oneRow(
    await tx
      .insert(feePayments)
      .values({
        schoolId,
        receiptNo,
        studentId: student.id,
        sessionYearId,
        paidOn,
        amount: body.amount,
        method: body.method,
        chequeNo: body.method === 'cheque' ? body.cheque_no : null,
        bank: body.method === 'cheque' ? body.bank : null,
        reference: body.method === 'cash' || body.method === 'cheque' ? null : body.reference,
        note: body.note,
        collectedByUserId: caller.userId,
      })
      .returning({ id: feePayments.id }),
    'inserting one row into feePayments',
  );

  const base = {
    schoolId,
    studentId: student.id,
    sessionYearId,
    paymentId: payment.id,
    postedOn: paidOn,
    createdByUserId: caller.userId,
  };
  const lines: Line[] = [];
  const paidDues = new Set([...fromAdvance.parts, ...fromPayment.parts].map((p) => p.dueId));
  for (const due of chosen) {
    // The late fee earned by the payment date is posted with the payment that settles it.
    if (paidDues.has(due.id) && due.late_fee_pending > 0)
      lines.push({
        ...base,
        kind: 'late_fee',
        amount: due.late_fee_pending,
        dueId: due.id,
        label: `Late fee: ${due.label}`,
      });
  }
  for (const part of fromAdvance.parts) {
    const label = labelOf(part.dueId);
    lines.push({
      ...base,
      kind: 'advance_applied',
      amount: part.amount,
      dueId: null,
      label: `Advance used on ${label}`,
    });
    lines.push({
      ...base,
      kind: 'advance_applied',
      amount: -part.amount,
      dueId: part.dueId,
      label: `Advance used on ${label}`,
    });
  }
  for (const part of fromPayment.parts)
    lines.push({
      ...base,
      kind: 'payment',
      amount: -part.amount,
      dueId: part.dueId,
      label: `Receipt ${receiptNo}: ${labelOf(part.dueId)}`,
    });
  if (fromPayment.advance > 0)
    lines.push({
      ...base,
      kind: 'advance',
      amount: -fromPayment.advance,
      dueId: null,
      label: `Receipt ${receiptNo}: advance`,
    });
  if (lines.length) await tx.insert(feeLedger).values(lines);
  return {
    id: payment.id,
    receipt_no: receiptNo,
    student_id: student.id,
    paid_on: paidOn,
    amount: body.amount,
    method: body.method,
    advance_used: fromAdvance.parts.reduce((a, p) => a + p.amount, 0),
    advance_kept: fromPayment.advance,
    allocation: fromPayment.parts.map((p) => ({ due_id: p.dueId, amount: p.amount })),
  };
}

export async function paymentRecord(db: Executor, schoolId: number, id: number) {
  const [row] = await db
    .select({
      id: feePayments.id,
      receipt_no: feePayments.receiptNo,
      student_id: feePayments.studentId,
      session_year_id: feePayments.sessionYearId,
      paid_on: feePayments.paidOn,
      amount: feePayments.amount,
      method: feePayments.method,
      cheque_no: feePayments.chequeNo,
      bank: feePayments.bank,
      reference: feePayments.reference,
      note: feePayments.note,
      collected_by_user_id: feePayments.collectedByUserId,
      cancel_reason: feePaymentCancellations.reason,
      cancelled_on: feePaymentCancellations.cancelledOn,
    })
    .from(feePayments)
    .leftJoin(feePaymentCancellations, cancellationOfPayment)
    .where(and(eq(feePayments.schoolId, schoolId), eq(feePayments.id, id)));
  return row ? { ...row, status: row.cancel_reason === null ? 'paid' : 'cancelled' } : undefined;
}

async function cancel(tx: Executor, caller: SchoolUser, id: number, reason: string) {
  const schoolId = caller.school.id;
  await lockSchoolFees(tx, schoolId);
  const payment = await paymentRecord(tx, schoolId, id);
  if (!payment) throw notFound('payment');
  if (payment.status === 'cancelled')
    throw new ApiError(
      'conflict',
      apiMessage('fees.alreadyCancelled', { receipt: String(payment.receipt_no) }),
    );
  // Money already given back cannot be un-received: a refunded payment stays (refunds.ts).
  if (await hasRefunds(tx, schoolId, id))
    throw new ApiError(
      'conflict',
      apiMessage('fees.refunded', { receipt: String(payment.receipt_no) }),
    );
  const lines = (
    await ledgerLines(tx, schoolId, payment.student_id, payment.session_year_id)
  ).filter((l) => l.paymentId === id && l.kind !== 'cancellation');
  const reversals = lines.map((l) => ({
    schoolId,
    studentId: payment.student_id,
    sessionYearId: payment.session_year_id,
    kind: 'cancellation' as const,
    amount: -l.amount,
    dueId: l.dueId,
    paymentId: id,
    reversesId: l.id,
    label: `Cancelled: ${l.label}`,
    postedOn: todayIn(caller.format.timeZone),
    note: reason,
    createdByUserId: caller.userId,
  }));
  // An advance this payment left that a later payment already used cannot be taken back first.
  const all = await ledgerLines(tx, schoolId, payment.student_id, payment.session_year_id);
  const after = balanceOf([
    ...all.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount: l.amount,
      dueId: l.dueId,
      reverses: l.reverses,
    })),
    ...lines.map((l, i) => ({
      id: -1 - i,
      kind: 'cancellation' as const,
      amount: -l.amount,
      dueId: l.dueId,
      reverses: l.kind,
    })),
  ]);
  if (after.advance < 0)
    throw new ApiError(
      'conflict',
      apiMessage('fees.advanceUsed', { receipt: String(payment.receipt_no) }),
    );
  await tx.insert(feePaymentCancellations).values({
    schoolId,
    paymentId: id,
    reason,
    cancelledOn: todayIn(caller.format.timeZone),
    cancelledByUserId: caller.userId,
  });
  if (reversals.length) await tx.insert(feeLedger).values(reversals);
  const cancelled = await paymentRecord(tx, schoolId, id);
  if (!cancelled) throw new Error('The payment was read above under the school’s fee lock');
  return cancelled;
}

export const paymentRoutes = [
  defineRoute({
    method: 'POST',
    path: '/fee-payments',
    tag: 'fees',
    summary:
      'Collect a payment: the chosen dues (or every open one, oldest first), the rest as an advance if asked',
    access: access.permission('fees-create'),
    body: paymentSchema,
    audit: { entity: 'fee-payments', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const saved = await db.transaction(async (tx) => {
        const payment = await collect(tx, caller, body);
        await audit(tx, {
          action: 'create',
          entity: 'fee-payments',
          entityId: payment.id,
          after: payment,
        });
        await noticePayment(tx, caller.school.id, caller.format, payment);
        return payment;
      });
      return envelope(saved, apiMessage('done.paymentReceived', { receipt: saved.receipt_no }));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/fee-payments/:id/cancel',
    tag: 'fees',
    summary:
      'Cancel a payment with a reason: reversing lines; the payment and its receipt number stay',
    access: access.permission('fees-delete'),
    body: cancelSchema,
    audit: { entity: 'fee-payments', actions: ['cancel'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const id = parseId(params.id, 'payment');
      const saved = await db.transaction(async (tx) => {
        const payment = await cancel(tx, caller, id, body.reason);
        await audit(tx, {
          action: 'cancel',
          entity: 'fee-payments',
          entityId: id,
          before: { status: 'paid' },
          after: { status: 'cancelled', cancel_reason: body.reason },
        });
        return payment;
      });
      return envelope(saved, apiMessage('done.receiptCancelled', { receipt: saved.receipt_no }));
    },
  }),
];
