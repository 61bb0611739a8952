/**
 * GET /api/fee-payments/{id}/receipt.pdf: the payment's receipt as a real PDF (lib/pdf/receipt.ts
 * lays it out): the school's header, each due the payment touched itemised as the ledger stood
 * that day (receipt-items.ts), the balance remaining after it, who received it, and the QR code
 * of its public verification page (receipt-token.ts, receipt-verification.ts).
 * Streamed under the same rule as the student's fees (staff with fees-list, or that child's
 * guardian; anyone else 404), `Cache-Control: private`; `?download=1` offers it as a file.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { formatDate } from '../../../calendar';
import { schoolHeaderOf } from '../../../pdf/paper';
import { receiptPdf } from '../../../pdf/receipt';
import { notFound } from '../../http/errors';
import { pdfResponse } from '../../http/pdf-response';
import { readerLanguage } from '../../http/reader-language';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { userNamesView } from '../identity';
import { readSchoolSettings } from '../platform';
import { ledgerLines } from './ledger';
import { paymentRecord } from './payments';
import { receiptItems } from './receipt-items';
import { receiptKeyOf, receiptToken, receiptVerificationUrl } from './receipt-token';
import { readableStudent } from './student-access';

const names = userNamesView('receipt_collector_names');

async function userName(db: Executor, schoolId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: names.name })
    .from(names)
    .where(and(eq(names.schoolId, schoolId), eq(names.id, userId)));
  return row?.name ?? '';
}

export const receiptRoutes = [
  defineRoute({
    method: 'GET',
    path: '/fee-payments/:id/receipt.pdf',
    tag: 'fees',
    summary: "A payment's printable receipt (PDF); a guardian: their own children's",
    access: access.permission('fees-list'),
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    handler: async ({ c, db, caller, params, query }) => {
      const schoolId = caller.school.id;
      const payment = await paymentRecord(db, schoolId, parseId(params.id, 'payment'));
      if (!payment) throw notFound('payment');
      const student = await readableStudent(db, caller, payment.student_id).catch(() => {
        throw notFound('payment');
      });
      const settings = await readSchoolSettings(db, schoolId);
      const { config } = c.var.deps;
      const ledger = await ledgerLines(db, schoolId, payment.student_id, payment.session_year_id);
      const { items, balanceAfter } = receiptItems(ledger, payment.id);
      const token = receiptToken(receiptKeyOf(config), schoolId, payment.id);
      const pdf = await receiptPdf(
        {
          school: await schoolHeaderOf(settings, config.storageDir),
          receiptNo: payment.receipt_no,
          paidOn: formatDate(payment.paid_on, caller.format.dateFormat),
          student,
          method: payment.method,
          chequeNo: payment.cheque_no,
          bank: payment.bank,
          reference: payment.reference,
          amount: payment.amount,
          items,
          balanceAfter,
          receivedBy: await userName(db, schoolId, payment.collected_by_user_id),
          cancelReason: payment.status === 'cancelled' ? (payment.cancel_reason ?? '') : null,
          verifyUrl: receiptVerificationUrl(config, caller.school.subdomain, token),
          format: caller.format,
        },
        await readerLanguage(),
      );
      return pdfResponse(pdf, `receipt-${payment.receipt_no}.pdf`, query.download);
    },
  }),
];
