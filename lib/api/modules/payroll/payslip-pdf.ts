/**
 * A payslip as a PDF (the shared writer, lib/pdf: Unicode fonts, any script): the school's
 * header (logo, address, contact; lib/pdf/paper.ts), the month, the staff member, every line as
 * copied into the payslip, itemised like the receipt: earnings (basic, each allowance) and their
 * total, each deduction and unpaid leave with a true minus sign and their total (adjusted lines
 * with their reason), then net in the school's currency (and in words for English readers:
 * lib/pdf/receipt.ts says why), and how
 * it was paid, its words in `locale`. Title and subject carry the month and the net (searchable,
 * testable).
 */
import { formatDate } from '../../../calendar';
import { amountInWords, formatMoney } from '../../../money';
import { PdfWriter } from '../../../pdf';
import { amountRow, drawSchoolHeader, MINUS, type SchoolHeader } from '../../../pdf/paper';
import { pdfWords } from '../../../pdf/words';
import type { Locale } from '../../../i18n/locales';
import type { SchoolFormat } from '../../../school-format';
import type { PayslipLineRow, PayslipRow } from './run-queries';
import { formatDays } from './rules';

export function payslipPdf(
  p: {
    school: SchoolHeader;
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
      Subject: t('payslip.subject', { school: p.school.name, amount: money(payslip.net) }),
      Author: p.school.name,
    },
  });

  drawSchoolHeader(pdf, p.school, t('payslip.heading', { month: payslip.month }));
  pdf.pair(t('payslip.staff'), payslip.staff_name);
  pdf.pair(t('payslip.unpaidDays'), formatDays(payslip.unpaid_days));
  if (payslip.run_status === 'draft') pdf.pair(t('payslip.status'), t('payslip.draft'));
  if (payslip.run_status === 'cancelled') pdf.pair(t('payslip.status'), t('payslip.cancelled'));
  pdf.moveDown(0.5);
  const adjusted = (line: PayslipLineRow) => {
    if (line.adjust_reason)
      pdf.text(
        t('payslip.adjusted', {
          amount: money(line.computed_amount ?? 0),
          reason: line.adjust_reason,
        }),
        { x: 48, style: 'italic', size: 8 },
      );
  };
  // Earnings (basic, each allowance), then what is taken off (each deduction, unpaid leave) with
  // a real minus sign (U+2212), each group closed by its total.
  const earns = (line: PayslipLineRow) => line.kind === 'basic' || line.kind === 'allowance';
  for (const line of payslip.lines.filter(earns)) {
    amountRow(pdf, line.label, money(line.amount), { indent: 12 });
    adjusted(line);
  }
  amountRow(pdf, t('payslip.earnings'), money(payslip.earnings), { style: 'bold' });
  pdf.moveDown(0.3);
  for (const line of payslip.lines.filter((l) => !earns(l))) {
    amountRow(pdf, line.label, `${MINUS} ${money(line.amount)}`, { indent: 12 });
    adjusted(line);
  }
  amountRow(pdf, t('payslip.deductions'), `${MINUS} ${money(payslip.deductions)}`, {
    style: 'bold',
  });
  pdf.rule();
  amountRow(pdf, t('payslip.net'), money(payslip.net), { style: 'bold', size: 11 });
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
