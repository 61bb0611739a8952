/**
 * A certificate as the school signs it (issue 29): the school's header (logo, name, address),
 * the certificate's title, its serial number and date, the body with its placeholders already
 * filled, the signatory's line at the end, and the QR code of its public verification page.
 * Title and subject carry the serial (searchable, testable). Labels from the `certificates`
 * catalogue in the reader's language; the page mirrors for Arabic.
 */
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { drawSchoolHeader, type SchoolHeader } from './paper';
import { drawQr } from './qr-vector';
import { PdfWriter } from './writer';

export type CertificatePaper = {
  school: SchoolHeader;
  title: string;
  serialNo: number;
  /** Already in the school's date format. */
  issuedOn: string;
  body: string;
  signatory: string;
  verifyUrl: string;
};

export function certificatePdf(c: CertificatePaper, locale: Locale = 'en'): Promise<Buffer> {
  const t = translator(locale, 'certificates');
  const pdf = new PdfWriter({
    size: 'A4',
    margin: 56,
    locale,
    info: {
      Title: `${c.title} ${c.serialNo}`,
      Subject: `${c.school.name}: ${t('pdf.serial', { serial: c.serialNo })}`,
      Author: c.school.name,
    },
  });
  drawSchoolHeader(pdf, c.school, '');
  pdf.moveDown(1);
  pdf.text(c.title, { style: 'bold', size: 20 });
  pdf.moveDown(0.5);
  const top = pdf.y;
  pdf.text(t('pdf.serial', { serial: c.serialNo }), { y: top, size: 10 });
  pdf.text(t('pdf.date', { date: c.issuedOn }), { y: top, size: 10, align: 'end' });
  pdf.moveDown(1.5);
  for (const paragraph of c.body.split(/\n+/u).filter((p) => p.trim())) {
    pdf.text(paragraph.trim(), { size: 12 });
    pdf.moveDown(0.6, 12);
  }
  pdf.moveDown(3);
  pdf.ensureRoom(110);
  const bottom = pdf.y;
  drawQr(pdf, c.verifyUrl, 56, bottom, 80);
  pdf.text(t('pdf.verify'), { x: 146, y: bottom, size: 8, width: 180 });
  pdf.text(c.verifyUrl, { x: 146, size: 7, ltr: true, width: 200 });
  pdf.text('____________________', { y: bottom + 40, align: 'end', size: 10 });
  pdf.text(c.signatory, { align: 'end', size: 10, style: 'bold' });
  return pdf.end();
}
