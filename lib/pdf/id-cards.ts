/**
 * Students' ID cards on A4 sheets with cut marks (issue 29), written as the cards arrive so a
 * class of 1,000 streams out page by page (the caller hands `onChunk` the bytes). Each card
 * shows the details its template chose: the school's logo and name, the photo, the name,
 * class, admission number, blood group (when the school records one), the guardian's phone,
 * the validity, and the QR code of the card's verification page.
 */
import type { CardDetail, CardLayout } from '../db/schema/certificates-values';
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translate';
import { cardPosition, cutMarks, sheetOf, type Sheet } from './id-card-sheet';
import type { SchoolHeader } from './paper';
import { drawQr } from './qr-vector';
import { PdfWriter } from './writer';

export type CardTemplate = {
  layout: CardLayout;
  details: readonly CardDetail[];
  title: string;
  /** Already in the school's date format; null when the school sets none. */
  validUntil: string | null;
};

export type CardData = {
  name: string;
  className: string;
  admissionNo: string;
  bloodGroup: string | null;
  guardianPhone: string | null;
  photo: Buffer | null;
  verifyUrl: string;
};

const BAND = '#1f4e79';

function drawCard(
  pdf: PdfWriter,
  t: ReturnType<typeof translator>,
  sheet: Sheet,
  at: { x: number; y: number },
  school: SchoolHeader,
  template: CardTemplate,
  card: CardData,
) {
  const shows = (d: CardDetail) => template.details.includes(d);
  const { cardWidth: w, cardHeight: h } = sheet;
  const doc = pdf.doc;
  doc.save().lineWidth(0.5).strokeColor('#888888').rect(at.x, at.y, w, h).stroke();
  doc.rect(at.x, at.y, w, 30).fill(BAND).restore();
  // The card's own start edge (the writer mirrors boxes given from it for Arabic).
  const startX = pdf.left(at.x, w);
  const hasLogo = shows('logo') && school.logo;
  if (hasLogo && school.logo) pdf.image(school.logo, startX + 4, at.y + 4, [22, 22]);
  const nameX = startX + (hasLogo ? 30 : 6);
  pdf.text(school.name, {
    x: nameX,
    y: at.y + 3,
    width: w - (nameX - startX) - 4,
    size: 7,
    style: 'bold',
    color: 'white',
  });
  pdf.text(template.title, {
    x: nameX,
    y: at.y + 15,
    width: w - (nameX - startX) - 4,
    size: 6,
    color: 'white',
  });

  const portrait = template.layout === 'portrait';
  const photoBox: [number, number] = portrait ? [56, 66] : [58, 70];
  if (shows('photo')) {
    doc.save().lineWidth(0.3).strokeColor('#bbbbbb');
    const left = pdf.left(startX + 6, photoBox[0]);
    doc
      .rect(left, at.y + 36, photoBox[0], photoBox[1])
      .stroke()
      .restore();
    if (card.photo) pdf.image(card.photo, startX + 6, at.y + 36, photoBox);
  }
  const qrSize = 46;
  if (shows('qr')) drawQr(pdf, card.verifyUrl, startX + w - qrSize - 5, at.y + 36, qrSize);

  const textX = portrait ? startX + 6 : startX + (shows('photo') ? 70 : 6);
  const textWidth = portrait ? w - 12 : w - (textX - startX) - (shows('qr') ? qrSize + 8 : 6);
  pdf.y = portrait ? at.y + 36 + photoBox[1] + 4 : at.y + 36;
  if (shows('name')) pdf.text(card.name, { x: textX, width: textWidth, size: 9, style: 'bold' });
  const line = (label: string, value: string) =>
    pdf.text(`${label}: ${value}`, { x: textX, width: textWidth, size: 7 });
  if (shows('class')) line(t('card.class'), card.className);
  if (shows('admission_no')) line(t('card.admissionNo'), card.admissionNo);
  if (shows('blood_group') && card.bloodGroup) line(t('card.bloodGroup'), card.bloodGroup);
  if (shows('guardian_phone') && card.guardianPhone)
    line(t('card.guardianPhone'), card.guardianPhone);
  if (shows('validity') && template.validUntil) line(t('card.validUntil'), template.validUntil);
}

function drawCutMarks(pdf: PdfWriter, sheet: Sheet) {
  const doc = pdf.doc.save().lineWidth(0.4).strokeColor('#000000');
  for (const [x1, y1, x2, y2] of cutMarks(sheet)) doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  doc.restore();
}

/** Writes the cards, a sheet at a time; resolves when the last byte has been handed on. */
export async function writeIdCards(options: {
  school: SchoolHeader;
  template: CardTemplate;
  cards: AsyncIterable<CardData>;
  locale: Locale;
  onChunk: (chunk: Buffer) => void;
}): Promise<void> {
  const { school, template, locale } = options;
  const t = translator(locale, 'certificates');
  const sheet = sheetOf(template.layout);
  const pdf = new PdfWriter({
    size: 'A4',
    margin: 0,
    locale,
    info: { Title: template.title, Author: school.name },
    onChunk: options.onChunk,
  });
  drawCutMarks(pdf, sheet);
  let n = 0;
  for await (const card of options.cards) {
    const at = cardPosition(sheet, n);
    if (n > 0 && at.page > cardPosition(sheet, n - 1).page) {
      pdf.doc.addPage();
      drawCutMarks(pdf, sheet);
      // A turn of the event loop per sheet: PDFKit hands its bytes on in process.nextTick,
      // which a loop of promises alone never reaches (the first byte came with the last), and
      // the server answers other requests meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
    drawCard(pdf, t, sheet, at, school, template, card);
    n++;
  }
  await pdf.end();
}
