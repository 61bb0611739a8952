/**
 * A fee receipt as a bursar would sign it (issue 27): the school's logo, name, address and
 * contact; the receipt number, date, student and class; each due the payment touched,
 * itemised (the fee and installment, its late fee, waiver and earlier payments, what this
 * payment put on it) with signs; the total received, in words for English readers (there is no
 * number-to-words for the other languages yet); the balance remaining after this payment; how
 * it was paid and its reference; who received it; a line to sign; and a QR code with the URL of
 * the public page that shows the receipt is genuine. CANCELLED, with the reason, when it was.
 * Title and subject carry the number and amount (searchable, testable).
 */
import { amountInWords, formatMoney } from '../money';
import type { Locale } from '../i18n/locales';
import type { SchoolFormat } from '../school-format';
import { amountRow, drawSchoolHeader, qrPng, signedAmount, type SchoolHeader } from './paper';
import { pdfWords } from './words';
import { PdfWriter } from './writer';

export type ReceiptItemKind =
  'due' | 'late_fee' | 'waiver' | 'paid_before' | 'paid_now' | 'advance_used' | 'advance_kept';

/** A signed amount (positive raises what the student owes); `label` is the due's own label. */
export type ReceiptItem = { kind: ReceiptItemKind; label: string; amount: number };

export type ReceiptPaper = {
  school: SchoolHeader;
  receiptNo: number;
  /** Already in the school's date format. */
  paidOn: string;
  student: { name: string; admission_no: string; class_section_name: string };
  method: string;
  chequeNo: string | null;
  bank: string | null;
  reference: string | null;
  amount: number;
  items: ReceiptItem[];
  balanceAfter: number;
  receivedBy: string;
  cancelReason: string | null;
  verifyUrl: string;
  format: SchoolFormat;
};

export async function receiptPdf(r: ReceiptPaper, locale: Locale = 'en'): Promise<Buffer> {
  const { t, method } = pdfWords(locale);
  const money = (minor: number) =>
    formatMoney(minor, { currency: r.format.currency, symbol: r.format.currencySymbol });
  const total = money(r.amount);
  const pdf = new PdfWriter({
    size: 'A5',
    margin: 36,
    locale,
    info: {
      Title: t('receipt.title', { number: r.receiptNo }),
      Subject: `${r.school.name}: ${total}`,
      Author: r.school.name,
    },
  });

  drawSchoolHeader(pdf, r.school, t('receipt.heading'));
  pdf.pair(t('receipt.number'), String(r.receiptNo));
  pdf.pair(t('receipt.date'), r.paidOn);
  pdf.pair(t('receipt.student'), `${r.student.name} (${r.student.admission_no})`);
  pdf.pair(t('receipt.class'), r.student.class_section_name);
  const ref = r.chequeNo
    ? t('receipt.cheque', { number: r.chequeNo, bank: r.bank ?? '' })
    : r.reference;
  pdf.pair(t('receipt.paidBy'), `${method(r.method)}${ref ? ` (${ref})` : ''}`);
  pdf.pair(t('receipt.receivedBy'), r.receivedBy);
  pdf.moveDown(0.5);

  const words: Record<Exclude<ReceiptItemKind, 'due'>, string> = {
    late_fee: t('receipt.lateFee'),
    waiver: t('receipt.waiver'),
    paid_before: t('receipt.paidBefore'),
    paid_now: t('receipt.paidNow'),
    advance_used: t('receipt.advanceUsed'),
    advance_kept: t('receipt.advanceKept'),
  };
  for (const item of r.items) {
    if (item.kind === 'due') amountRow(pdf, item.label, money(item.amount), { style: 'bold' });
    else
      amountRow(pdf, words[item.kind], signedAmount(item.amount, money), {
        indent: item.kind === 'advance_kept' ? 0 : 12,
      });
  }
  pdf.rule();
  amountRow(pdf, t('receipt.total'), total, { style: 'bold' });
  if (locale === 'en')
    pdf.text(amountInWords(r.amount, r.format.currency), { style: 'italic', size: 9 });
  amountRow(pdf, t('receipt.balanceAfter'), money(r.balanceAfter), { style: 'bold' });

  if (r.cancelReason !== null) {
    pdf.moveDown(0.5).text(t('receipt.cancelled'), { style: 'bold', size: 14, color: '#b00020' });
    pdf.text(t('receipt.reason', { reason: r.cancelReason }));
  }

  pdf.moveDown();
  pdf.ensureRoom(84);
  const top = pdf.y;
  pdf.image(await qrPng(r.verifyUrl), 36, top, [72, 72]);
  pdf.text(t('receipt.verify'), { x: 116, y: top, size: 8, width: 150 });
  pdf.text(r.verifyUrl, { x: 116, size: 7, ltr: true, width: 268 });
  pdf.text(t('receipt.signature'), { x: 116, y: top + 52, size: 8 });
  pdf.y = top + 76;
  return pdf.end();
}
