/**
 * Refunds: POST /api/fee-payments/{id}/refunds {amount, reason} and the credit note at
 * GET /api/fee-refunds/{id}/credit-note.pdf.
 *
 * A refund is money given back to the payer of a payment. The school no longer holds it, so
 * what it had settled is owed again: its `refund` ledger lines add it back to the student's
 * balance (on the dues it paid, or off the advance it left: refund-rule.ts), while the
 * payment, what was collected, stays as it was. Never more than the payment brought less its
 * earlier refunds; a cancelled payment cannot be refunded (and a refunded one cannot be
 * cancelled: payments.ts). Who may collect may refund: `fees-edit` (a correction of money
 * already taken, like a waiver), not `fees-create`, so a cashier's role can be kept from it.
 *
 * One transaction under the school's fee lock (the receipt counter's row, payments.ts), which
 * serialises every payment, cancellation and refund of the school: two refunds of one payment
 * cannot both spend what is left, and the credit-note number — one above the school's highest,
 * read under the lock — is consecutive and unique, with no gap after a failed refund and none
 * after a restore (the numbers live in the refunds themselves, which a backup carries).
 */
import { and, eq, isNotNull, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { feeLedger, feeRefunds } from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { formatMoney } from '../../../money';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { pdfResponse } from '../../http/pdf-response';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { ledgerLines } from './ledger';
import { lockSchoolFees, paymentRecord } from './payments';
import { planRefund, type PaidPart } from './refund-rule';
import { balanceOf } from './rules';
import { refundSchema, type RefundBody } from './schemas';
import { readableStudent } from './student-access';
import { noticeRefund } from './notices';
import { creditNotePaper, refundRecord, requestPaperContext } from './papers';

async function nextCreditNoteNo(tx: Executor, schoolId: number): Promise<number> {
  const row = oneRow(
    await tx
      .select({ highest: max(feeRefunds.creditNoteNo) })
      .from(feeRefunds)
      .where(eq(feeRefunds.schoolId, schoolId)),
    'an aggregate without group by',
  );
  return (row.highest ?? 0) + 1;
}

async function refund(tx: Executor, caller: SchoolUser, paymentId: number, body: RefundBody) {
  const schoolId = caller.school.id;
  await lockSchoolFees(tx, schoolId);
  const payment = await paymentRecord(tx, schoolId, paymentId);
  if (!payment) throw notFound('payment');
  const receipt = String(payment.receipt_no);
  if (payment.status === 'cancelled')
    throw new ApiError('conflict', apiMessage('fees.refundCancelled', { receipt }));
  const lines = await ledgerLines(tx, schoolId, payment.student_id, payment.session_year_id);
  const earlier = await tx
    .select({ dueId: feeLedger.dueId, amount: feeLedger.amount })
    .from(feeLedger)
    .innerJoin(
      feeRefunds,
      and(eq(feeRefunds.schoolId, feeLedger.schoolId), eq(feeRefunds.id, feeLedger.refundId)),
    )
    .where(
      and(
        eq(feeLedger.schoolId, schoolId),
        isNotNull(feeLedger.refundId),
        eq(feeRefunds.paymentId, paymentId),
      ),
    );
  const paid: PaidPart[] = lines
    .filter((l) => l.paymentId === paymentId && (l.kind === 'payment' || l.kind === 'advance'))
    .map((l) => ({ dueId: l.kind === 'advance' ? null : l.dueId, amount: -l.amount }));
  const held = balanceOf(
    lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      amount: l.amount,
      dueId: l.dueId,
      reverses: l.reverses,
    })),
  ).advance;
  const plan = planRefund(body.amount, paid, earlier, held);
  if (!plan.ok) {
    const money = { currency: caller.format.currency, symbol: caller.format.currencySymbol };
    throw validationFailed({
      amount: apiMessage('fees.refundTooLarge', { left: formatMoney(plan.left, money), receipt }),
    });
  }
  const refundedOn = todayIn(caller.format.timeZone);
  const creditNoteNo = await nextCreditNoteNo(tx, schoolId);
  const saved = oneRow(
    await tx
      .insert(feeRefunds)
      .values({
        schoolId,
        creditNoteNo,
        paymentId,
        studentId: payment.student_id,
        sessionYearId: payment.session_year_id,
        amount: body.amount,
        reason: body.reason,
        refundedOn,
        refundedByUserId: caller.userId,
      })
      .returning({ id: feeRefunds.id }),
    'inserting one row into feeRefunds',
  );
  const labelOf = new Map(lines.map((l) => [l.id, l.label]));
  await tx.insert(feeLedger).values(
    plan.parts.map((part) => ({
      schoolId,
      studentId: payment.student_id,
      sessionYearId: payment.session_year_id,
      kind: 'refund' as const,
      amount: part.amount,
      dueId: part.dueId,
      refundId: saved.id,
      label: `Credit note ${creditNoteNo} (receipt ${receipt}): ${
        part.dueId === null ? 'advance' : (labelOf.get(part.dueId) ?? '')
      }`,
      postedOn: refundedOn,
      note: body.reason,
      createdByUserId: caller.userId,
    })),
  );
  return {
    id: saved.id,
    credit_note_no: creditNoteNo,
    payment_id: paymentId,
    receipt_no: payment.receipt_no,
    student_id: payment.student_id,
    amount: body.amount,
    reason: body.reason,
    refunded_on: refundedOn,
    parts: plan.parts.map((p) => ({ due_id: p.dueId, amount: p.amount })),
  };
}

export const refundRoutes = [
  defineRoute({
    method: 'POST',
    path: '/fee-payments/:id/refunds',
    tag: 'fees',
    summary:
      'Refund part or all of a payment with a reason: refund lines owed again, a numbered credit note',
    access: access.permission('fees-edit'),
    body: refundSchema,
    audit: { entity: 'fee-refunds', actions: ['create'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const paymentId = parseId(params.id, 'payment');
      const saved = await db.transaction(async (tx) => {
        const row = await refund(tx, caller, paymentId, body);
        await audit(tx, { action: 'create', entity: 'fee-refunds', entityId: row.id, after: row });
        await noticeRefund(tx, caller.school.id, caller.format, row);
        return row;
      });
      return envelope(saved, apiMessage('done.refundRecorded', { number: saved.credit_note_no }));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/fee-refunds/:id/credit-note.pdf',
    tag: 'fees',
    summary: "A refund's credit note (PDF); a guardian: their own children's",
    access: access.permission('fees-list'),
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    handler: async ({ c, db, caller, params, query }) => {
      const schoolId = caller.school.id;
      const note = await refundRecord(db, schoolId, parseId(params.id, 'refund'));
      if (!note) throw notFound('refund');
      const student = await readableStudent(db, caller, note.student_id).catch(() => {
        throw notFound('refund');
      });
      const paper = await creditNotePaper(
        db,
        schoolId,
        note,
        student,
        await requestPaperContext(c.var.deps.config, caller),
      );
      return pdfResponse(paper.content, paper.filename, query.download);
    },
  }),
];
