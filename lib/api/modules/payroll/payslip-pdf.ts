/**
 * A payslip as a PDF (the shared writer, lib/pdf: Unicode fonts, any script): the school, the month, the staff member, every
 * line as copied into the payslip (adjusted lines with their reason), earnings, deductions and
 * net in the school's currency and in words, and how it was paid. Title and subject carry the
 * month and the net (searchable, testable).
 */
import { formatDate } from '../../../calendar';
import { amountInWords, formatMoney } from '../../../money';
import { PdfWriter } from '../../../pdf';
import type { SchoolFormat } from '../../../school-format';
import type { PayslipLineRow, PayslipRow } from './run-queries';
import { formatDays } from './rules';

const MINUS = '\u2212';

const METHOD_NAMES: Record<string, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  bank_transfer: 'Bank transfer',
  online: 'Online',
};

export function payslipPdf(
  p: {
    schoolName: string;
    payslip: PayslipRow & { lines: PayslipLineRow[] };
    format: SchoolFormat;
  },
  locale = 'en',
): Promise<Buffer> {
  const { payslip, format } = p;
  const money = (minor: number) =>
    formatMoney(minor, { currency: format.currency, symbol: format.currencySymbol });
  const pdf = new PdfWriter({
    size: 'A5',
    margin: 36,
    locale,
    info: {
      Title: `Payslip ${payslip.month}: ${payslip.staff_name}`,
      Subject: `${p.schoolName}: net ${money(payslip.net)}`,
      Author: p.schoolName,
    },
  });

  pdf.text(p.schoolName, { style: 'bold', size: 16 });
  pdf.text(`Payslip for ${payslip.month}`, { size: 11 });
  pdf.moveDown();
  pdf.pair('Staff member', payslip.staff_name);
  pdf.pair('Unpaid days', formatDays(payslip.unpaid_days));
  if (payslip.run_status === 'draft') pdf.pair('Status', 'DRAFT (not final)');
  if (payslip.run_status === 'cancelled') pdf.pair('Status', 'CANCELLED');
  pdf.moveDown();
  const amountLine = (label: string, amount: string, bold = false) => {
    const y = pdf.y;
    const style = bold ? 'bold' : 'regular';
    pdf.text(label, { y, width: 250, style });
    const below = pdf.y;
    pdf.amount(amount, { x: 290, y, width: 94, style });
    pdf.y = Math.max(below, pdf.y);
  };
  // Deductions print with a real minus sign (U+2212), which the Noto fonts have.
  for (const line of payslip.lines) {
    const sign = line.kind === 'basic' || line.kind === 'allowance' ? '' : `${MINUS} `;
    amountLine(line.label, `${sign}${money(line.amount)}`);
    if (line.adjust_reason)
      pdf.text(`Adjusted from ${money(line.computed_amount ?? 0)}: ${line.adjust_reason}`, {
        x: 48,
        style: 'italic',
        size: 8,
      });
  }
  pdf.moveDown(0.5);
  amountLine('Earnings', money(payslip.earnings));
  amountLine('Deductions', `${MINUS} ${money(payslip.deductions)}`);
  amountLine('Net pay', money(payslip.net), true);
  pdf.moveDown();
  pdf.text(amountInWords(payslip.net, format.currency), { style: 'italic' });
  if (payslip.paid_on) {
    pdf.moveDown();
    const ref = payslip.pay_reference ? ` (${payslip.pay_reference})` : '';
    pdf.text(
      `Paid on ${formatDate(payslip.paid_on, format.dateFormat)} by ${METHOD_NAMES[payslip.pay_method ?? ''] ?? payslip.pay_method}${ref}`,
    );
  }
  return pdf.end();
}
