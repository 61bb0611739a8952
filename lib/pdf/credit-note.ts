/**
 * A refund's credit note as a PDF (issue 27): the school's name, logo and address, the credit
 * note's number, the receipt it refunds, the student and class, the amount (and in words, for
 * English readers), the reason, the date and who issued it. Laid out with the shared writer
 * (any script, right to left for an rtl locale); its words come from the caller, already
 * translated, so this file holds the layout only. Title and subject carry the number and
 * amount (searchable, testable).
 */
import type { Locale } from '../i18n/locales';
import { drawSchoolHeader, type SchoolHeader } from './paper';
import { PdfWriter } from './writer';

export type CreditNote = {
  school: SchoolHeader;
  title: string;
  heading: string;
  /** Label and value, in order: number, receipt, date, student, class, reason, issued by. */
  pairs: [string, string][];
  amountLabel: string;
  amount: string;
  /** The amount in words, or null where it is not printed. */
  words: string | null;
};

export function creditNotePdf(note: CreditNote, locale: Locale): Promise<Buffer> {
  const pdf = new PdfWriter({
    size: 'A5',
    margin: 36,
    locale,
    info: {
      Title: note.title,
      Subject: `${note.school.name}: ${note.amount}`,
      Author: note.school.name,
    },
  });
  drawSchoolHeader(pdf, note.school, note.heading);
  for (const [label, value] of note.pairs) pdf.pair(label, value);
  pdf.moveDown();
  const y = pdf.y;
  pdf.text(note.amountLabel, { y, style: 'bold', width: 250 });
  pdf.amount(note.amount, { x: 290, y, width: 94, style: 'bold' });
  pdf.moveDown();
  if (note.words) pdf.text(note.words, { style: 'italic' });
  return pdf.end();
}
