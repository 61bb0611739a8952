/**
 * GET /api/fee-payments/{id}/receipt.pdf: the payment's receipt as a real PDF (lib/pdf/receipt.ts
 * lays it out): the school's header, each due the payment touched itemised as the ledger stood
 * that day (receipt-items.ts), the balance remaining after it, who received it, and the QR code
 * of its public verification page (receipt-token.ts, receipt-verification.ts); papers.ts makes
 * it, the same for the payment's e-mail (issue 28).
 * Streamed under the same rule as the student's fees (staff with fees-list, or that child's
 * guardian; anyone else 404), `Cache-Control: private`; `?download=1` offers it as a file.
 */
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { pdfResponse } from '../../http/pdf-response';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { receiptPaper, requestPaperContext } from './papers';
import { paymentRecord } from './payments';
import { readableStudent } from './student-access';

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
      const paper = await receiptPaper(
        db,
        schoolId,
        payment,
        student,
        await requestPaperContext(c.var.deps.config, caller),
      );
      return pdfResponse(paper.content, paper.filename, query.download);
    },
  }),
];
