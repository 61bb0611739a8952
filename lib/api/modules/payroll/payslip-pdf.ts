/**
 * A payslip as a PDF (pdfkit, standard fonts): the school, the month, the staff member, every
 * line as copied into the payslip (adjusted lines with their reason), earnings, deductions and
 * net in the school's currency and in words, and how it was paid. Title and subject carry the
 * month and the net (searchable, testable).
 */
import PDFDocument from 'pdfkit';
import { formatDate } from '../../../calendar';
import { amountInWords, formatMoney } from '../../../money';
import type { SchoolFormat } from '../../../school-format';
import type { PayslipLineRow, PayslipRow } from './run-queries';
import { formatDays } from './rules';

const METHOD_NAMES: Record<string, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  online: 'Online',
};

export function payslipPdf(p: {
  schoolName: string;
  payslip: PayslipRow & { lines: PayslipLineRow[] };
  format: SchoolFormat;
}): Promise<Buffer> {
  const { payslip, format } = p;
  const money = (minor: number) =>
    formatMoney(minor, { currency: format.currency, symbol: format.currencySymbol });
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: {
      Title: `Payslip ${payslip.month}: ${payslip.staff_name}`,
      Subject: `${p.schoolName}: net ${money(payslip.net)}`,
      Author: p.schoolName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(p.schoolName);
  doc.font('Helvetica').fontSize(11).text(`Payslip for ${payslip.month}`);
  doc.moveDown();
  const row = (label: string, value: string) =>
    doc
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  doc.fontSize(10);
  row('Staff member', payslip.staff_name);
  row('Unpaid days', formatDays(payslip.unpaid_days));
  if (payslip.run_status === 'draft') row('Status', 'DRAFT (not final)');
  if (payslip.run_status === 'cancelled') row('Status', 'CANCELLED');
  doc.moveDown();
  const amountLine = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 36, y, { width: 250 });
    doc.text(amount, 290, y, { width: 94, align: 'right' });
  };
  for (const line of payslip.lines) {
    const sign = line.kind === 'basic' || line.kind === 'allowance' ? '' : '− ';
    amountLine(line.label, `${sign}${money(line.amount)}`);
    if (line.adjust_reason)
      doc
        .font('Helvetica-Oblique')
        .fontSize(8)
        .text(`Adjusted from ${money(line.computed_amount ?? 0)}: ${line.adjust_reason}`, 48)
        .fontSize(10);
  }
  doc.moveDown(0.5);
  amountLine('Earnings', money(payslip.earnings));
  amountLine('Deductions', `− ${money(payslip.deductions)}`);
  amountLine('Net pay', money(payslip.net), true);
  doc.moveDown();
  doc.font('Helvetica-Oblique').text(amountInWords(payslip.net, format.currency), 36);
  if (payslip.paid_on) {
    doc.moveDown().font('Helvetica');
    const ref = payslip.pay_reference ? ` (${payslip.pay_reference})` : '';
    doc.text(
      `Paid on ${formatDate(payslip.paid_on, format.dateFormat)} by ${METHOD_NAMES[payslip.pay_method ?? ''] ?? payslip.pay_method}${ref}`,
    );
  }
  doc.end();
  return done;
}
