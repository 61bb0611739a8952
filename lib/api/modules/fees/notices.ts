/**
 * What fee writes tell the student's guardians (issue 28), in the write's own transaction: a
 * payment received (its receipt attached) and a refund issued (its credit note attached). The
 * key names the payment or the refund, so the one occurrence is told once.
 */
import { formatDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { formatMoney } from '../../../money';
import type { SchoolFormat } from '../../../school-format';
import { notify } from '../notifications';
import { guardiansOfStudents, studentBriefs } from '../people';

/** The money as the school writes it. */
export const moneyIn = (format: SchoolFormat) => (minor: number) =>
  formatMoney(minor, { currency: format.currency, symbol: format.currencySymbol });

/** The student's name and guardians; no guardian, no notice (null). */
async function audienceOf(tx: Executor, schoolId: number, studentId: number) {
  const [student] = await studentBriefs(tx, schoolId, [studentId]);
  const recipients = (await guardiansOfStudents(tx, schoolId, [studentId])).get(studentId);
  return student && recipients?.length ? { student: student.name, recipients } : null;
}

export async function noticePayment(
  tx: Executor,
  schoolId: number,
  format: SchoolFormat,
  payment: { id: number; student_id: number; receipt_no: number; amount: number; paid_on: string },
): Promise<void> {
  const audience = await audienceOf(tx, schoolId, payment.student_id);
  if (!audience) return;
  await notify(tx, {
    schoolId,
    event: 'payment_received',
    key: `payment_received:${payment.id}`,
    recipients: audience.recipients,
    params: {
      student: audience.student,
      amount: moneyIn(format)(payment.amount),
      receipt_no: payment.receipt_no,
      date: formatDate(payment.paid_on, format.dateFormat),
    },
    link: '/fees/student-fees',
    attachment: { kind: 'fee-receipt', id: payment.id },
  });
}

export async function noticeRefund(
  tx: Executor,
  schoolId: number,
  format: SchoolFormat,
  refund: {
    id: number;
    student_id: number;
    credit_note_no: number;
    receipt_no: number;
    amount: number;
    refunded_on: string;
  },
): Promise<void> {
  const audience = await audienceOf(tx, schoolId, refund.student_id);
  if (!audience) return;
  await notify(tx, {
    schoolId,
    event: 'refund_issued',
    key: `refund_issued:${refund.id}`,
    recipients: audience.recipients,
    params: {
      student: audience.student,
      amount: moneyIn(format)(refund.amount),
      credit_note: refund.credit_note_no,
      receipt: refund.receipt_no,
      date: formatDate(refund.refunded_on, format.dateFormat),
    },
    link: '/fees/student-fees',
    attachment: { kind: 'credit-note', id: refund.id },
  });
}
