/**
 * A payslip as a PDF (the shared writer, lib/pdf: Unicode fonts, any script): the school, the month, the staff member, every
 * line as copied into the payslip (adjusted lines with their reason), earnings, deductions and
 * net in the school's currency (and in words for English readers: receipt.ts says why), and how
 * it was paid, its words in `locale`. Title and subject carry the month and the net (searchable,
 * testable).
 */
import { formatDate } from '../../../calendar';
import { amountInWords, formatMoney } from '../../../money';
import { PdfWriter } from '../../../pdf';
import { pdfWords } from '../../../pdf/words';
import type { Locale } from '../../../i18n/locales';
import type { SchoolFormat } from '../../../school-format';
import type { PayslipLineRow, PayslipRow } from './run-queries';
import { formatDays } from './rules';

const MINUS = '\u2212';

export function payslipPdf(
  p: {
    schoolName: string;
    payslip: PayslipRow & { lines: PayslipLineRow[] };
    format: SchoolFormat;
  },
  locale: Locale = 'en',
): Promise<Buffer> {
  const { payslip, format } = p;
  const { t, method } = pdfWords(locale);
  const money = (minor: number) =>
    formatMoney(minor, { currency: format.currency, symbol: format.currencySymbol });
  const pdf = new PdfWriter({
    size: 'A5',
    margin: 36,
    locale,
    info: {
      Title: t('payslip.title', { month: payslip.month, name: payslip.staff_name }),
      Subject: t('payslip.subject', { school: p.schoolName, amount: money(payslip.net) }),
      Author: p.schoolName,
    },
  });

  pdf.text(p.schoolName, { style: 'bold', size: 16 });
  pdf.text(t('payslip.heading', { month: payslip.month }), { size: 11 });
  pdf.moveDown();
  pdf.pair(t('payslip.staff'), payslip.staff_name);
  pdf.pair(t('payslip.unpaidDays'), formatDays(payslip.unpaid_days));
  if (payslip.run_status === 'draft') pdf.pair(t('payslip.status'), t('payslip.draft'));
  if (payslip.run_status === 'cancelled') pdf.pair(t('payslip.status'), t('payslip.cancelled'));
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
      pdf.text(
        t('payslip.adjusted', {
          amount: money(line.computed_amount ?? 0),
          reason: line.adjust_reason,
        }),
        { x: 48, style: 'italic', size: 8 },
      );
  }
  pdf.moveDown(0.5);
  amountLine(t('payslip.earnings'), money(payslip.earnings));
  amountLine(t('payslip.deductions'), `${MINUS} ${money(payslip.deductions)}`);
  amountLine(t('payslip.net'), money(payslip.net), true);
  pdf.moveDown();
  if (locale === 'en') pdf.text(amountInWords(payslip.net, format.currency), { style: 'italic' });
  if (payslip.paid_on) {
    pdf.moveDown();
    const ref = payslip.pay_reference ? ` (${payslip.pay_reference})` : '';
    pdf.text(
      t('payslip.paid', {
        date: formatDate(payslip.paid_on, format.dateFormat),
        method: `${method(payslip.pay_method)}${ref}`,
      }),
    );
  }
  return pdf.end();
}
