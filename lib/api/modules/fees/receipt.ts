/**
 * GET /api/fee-payments/{id}/receipt.pdf: the payment's receipt as a real PDF (lib/pdf), with the
 * school's name and logo, the receipt number, the student, what was paid against which due, the
 * total in the school's currency and in words, and CANCELLED with the reason when it was.
 * Streamed under the same rule as the student's fees (staff with fees-list, or that child's
 * guardian; anyone else 404), `Cache-Control: private`; `?download=1` offers it as a file.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { feeLedger } from '../../../db/schema/fees';
import { formatDate } from '../../../calendar';
import { amountInWords, formatMoney } from '../../../money';
import { PdfWriter } from '../../../pdf';
import { pdfWords } from '../../../pdf/words';
import type { Locale } from '../../../i18n/locales';
import { PRIVATE_CACHE, readPublicFile } from '../../../storage/files';
import type { SchoolFormat } from '../../../school-format';
import { notFound } from '../../http/errors';
import { readerLanguage } from '../../http/reader-language';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { readSchoolSettings } from '../platform';
import { paymentRecord } from './payments';
import { readableStudent } from './student-access';

type Receipt = {
  school: { name: string; logo: Buffer | null };
  payment: NonNullable<Awaited<ReturnType<typeof paymentRecord>>>;
  student: { name: string; admission_no: string; class_section_name: string };
  lines: { label: string; amount: number }[];
  format: SchoolFormat;
};

async function paymentLines(db: Executor, schoolId: number, paymentId: number) {
  const rows = await db
    .select({
      kind: feeLedger.kind,
      label: feeLedger.label,
      amount: feeLedger.amount,
      dueId: feeLedger.dueId,
    })
    .from(feeLedger)
    .where(and(eq(feeLedger.schoolId, schoolId), eq(feeLedger.paymentId, paymentId)))
    .orderBy(feeLedger.id);
  // What the money went to: dues paid (late fees are part of what they settle) and the advance kept.
  return rows
    .filter((r) => r.kind === 'payment' || r.kind === 'advance')
    .map((r) => ({ label: r.label.replace(/^Receipt \d+: /, ''), amount: -r.amount }));
}

/**
 * The PDF's bytes, in the shared PDF writer (lib/pdf: Unicode fonts, any script, right to left
 * for an rtl `locale`), its words in `locale`. Title and subject carry the receipt number and
 * amount (searchable, testable). The amount in words is written in English only (no
 * number-to-words for the other languages yet), so it is printed for English readers only.
 */
export function receiptPdf(r: Receipt, locale: Locale = 'en'): Promise<Buffer> {
  const { t, method } = pdfWords(locale);
  const money = (minor: number) =>
    formatMoney(minor, { currency: r.format.currency, symbol: r.format.currencySymbol });
  const total = money(r.payment.amount);
  const pdf = new PdfWriter({
    size: 'A5',
    margin: 36,
    locale,
    info: {
      Title: t('receipt.title', { number: r.payment.receipt_no }),
      Subject: `${r.school.name}: ${total}`,
      Author: r.school.name,
    },
  });

  if (r.school.logo) pdf.image(r.school.logo, 36, 30, [48, 48]);
  pdf.text(r.school.name, { x: 92, y: 32, style: 'bold', size: 16 });
  pdf.text(t('receipt.heading'), { x: 92, size: 11 });
  pdf.y = 96;
  pdf.pair(t('receipt.number'), String(r.payment.receipt_no));
  pdf.pair(t('receipt.date'), formatDate(r.payment.paid_on, r.format.dateFormat));
  pdf.pair(t('receipt.student'), `${r.student.name} (${r.student.admission_no})`);
  pdf.pair(t('receipt.class'), r.student.class_section_name);
  const ref = r.payment.cheque_no
    ? t('receipt.cheque', { number: r.payment.cheque_no, bank: r.payment.bank ?? '' })
    : r.payment.reference;
  pdf.pair(t('receipt.paidBy'), `${method(r.payment.method)}${ref ? ` (${ref})` : ''}`);
  pdf.moveDown();
  for (const line of r.lines) {
    const y = pdf.y;
    pdf.text(line.label, { y, width: 250 });
    const below = pdf.y;
    pdf.amount(money(line.amount), { x: 290, y, width: 94 });
    pdf.y = Math.max(below, pdf.y);
  }
  pdf.moveDown(0.5);
  const y = pdf.y;
  pdf.text(t('receipt.total'), { y, style: 'bold', width: 250 });
  pdf.amount(total, { x: 290, y, width: 94, style: 'bold' });
  pdf.moveDown();
  if (locale === 'en')
    pdf.text(amountInWords(r.payment.amount, r.format.currency), { style: 'italic' });
  if (r.payment.status === 'cancelled') {
    pdf.moveDown().text(t('receipt.cancelled'), { style: 'bold', size: 14, color: '#b00020' });
    pdf.text(t('receipt.reason', { reason: r.payment.cancel_reason ?? '' }));
  }
  return pdf.end();
}

async function schoolLogo(storageDir: string, logo: string): Promise<Buffer | null> {
  if (!logo) return null;
  const file = await readPublicFile(storageDir, path.basename(logo));
  return file ? Buffer.from(file.bytes) : null;
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
      const pdf = await receiptPdf(
        {
          school: {
            name: settings.school_name,
            logo: await schoolLogo(c.var.deps.config.storageDir, settings.vertical_logo),
          },
          payment,
          student,
          lines: await paymentLines(db, schoolId, payment.id),
          format: caller.format,
        },
        await readerLanguage(),
      );
      const disposition = query.download === '1' ? 'attachment' : 'inline';
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `${disposition}; filename="receipt-${payment.receipt_no}.pdf"`,
          'Cache-Control': PRIVATE_CACHE,
        },
      });
    },
  }),
];
