/**
 * Report cards (issue 30): one A4 page per student with the school's logo and name, the
 * student's photo and details, the marks and grades of each subject in each exam of the term,
 * the exam's result (total, percentage, grade, grade point, pass or fail, rank, the term's
 * attendance), the class teacher's remark, the principal's signature and the QR code of the
 * card's verification page. A class's cards are written as they arrive, so 1,000 stream out
 * page by page (the caller hands `onChunk` the bytes); one student's come back whole.
 */
import type { Locale } from '../i18n/locales';
import { translator, type Translate } from '../i18n/translate';
import { drawSchoolHeader, type SchoolHeader } from './paper';
import { drawQr } from './qr-vector';
import { PdfWriter } from './writer';

/** A subject's cell in one exam: marks as printed ("45.5 / 50", "Absent") and the grade. */
export type ReportCell = { marks: string; grade: string };

export type ReportCardData = {
  student: { name: string; admissionNo: string; rollNumber: number | null; className: string };
  photo: Buffer | null;
  /** The exams of the term, in order: the table's columns. */
  exams: string[];
  subjects: { name: string; cells: ReportCell[] }[];
  /** The result of the exam the card is for; figures already formatted. */
  result: {
    total: string;
    percent: string;
    grade: string;
    gradePoint: string;
    passed: boolean | null;
    rank: number | null;
    classSize: number;
    attendance: string;
  };
  remark: string | null;
  verifyUrl: string;
};

export type ReportCardsOf = {
  school: SchoolHeader;
  /** "Final examination", with its session year and term. */
  exam: { name: string; session: string; term: string | null };
  signature: Buffer | null;
};

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const PHOTO: [number, number] = [72, 86];
const SUBJECT_COLUMN = 150;

function drawTable(pdf: PdfWriter, t: Translate, card: ReportCardData) {
  const columns = Math.max(card.exams.length, 1);
  const examWidth = (TEXT_WIDTH - SUBJECT_COLUMN) / columns;
  const x0 = PAGE.margin;
  const head = pdf.y;
  pdf.text(t('pdf.subject'), { x: x0, y: head, width: SUBJECT_COLUMN, size: 9, style: 'bold' });
  card.exams.forEach((exam, i) =>
    pdf.text(exam, {
      x: x0 + SUBJECT_COLUMN + i * examWidth,
      y: head,
      width: examWidth - 4,
      size: 9,
      style: 'bold',
    }),
  );
  pdf.rule();
  for (const subject of card.subjects) {
    const top = pdf.y;
    pdf.text(subject.name, { x: x0, y: top, width: SUBJECT_COLUMN - 4, size: 9 });
    let below = pdf.y;
    subject.cells.forEach((cell, i) => {
      const x = x0 + SUBJECT_COLUMN + i * examWidth;
      pdf.text(cell.marks, { x, y: top, width: examWidth * 0.62, size: 9, ltr: true });
      pdf.text(cell.grade, {
        x: x + examWidth * 0.62,
        y: top,
        width: examWidth * 0.38 - 4,
        size: 9,
        style: 'bold',
      });
      below = Math.max(below, pdf.y);
    });
    pdf.y = below;
  }
  pdf.rule();
}

function drawCard(pdf: PdfWriter, t: Translate, of: ReportCardsOf, card: ReportCardData) {
  drawSchoolHeader(pdf, of.school, t('pdf.heading', { exam: of.exam.name }));
  const top = pdf.y;
  pdf.doc.save().lineWidth(0.3).strokeColor('#bbbbbb');
  const photoX = TEXT_WIDTH + PAGE.margin - PHOTO[0];
  pdf.doc.rect(pdf.left(photoX, PHOTO[0]), top, PHOTO[0], PHOTO[1]).stroke().restore();
  if (card.photo) pdf.image(card.photo, photoX, top, PHOTO);
  pdf.pair(t('pdf.student'), card.student.name);
  pdf.pair(t('pdf.admissionNo'), card.student.admissionNo);
  pdf.pair(t('pdf.class'), card.student.className);
  if (card.student.rollNumber !== null) pdf.pair(t('pdf.rollNo'), String(card.student.rollNumber));
  pdf.pair(
    t('pdf.session'),
    of.exam.term ? `${of.exam.session} · ${of.exam.term}` : of.exam.session,
  );
  pdf.y = Math.max(pdf.y, top + PHOTO[1]) + 8;
  drawTable(pdf, t, card);
  const r = card.result;
  const outcome =
    r.passed === null ? t('pdf.noResult') : r.passed ? t('pdf.passed') : t('pdf.failed');
  pdf.pair(t('pdf.total'), r.total);
  pdf.pair(t('pdf.percent'), r.percent);
  pdf.pair(t('pdf.grade'), `${r.grade} (${t('pdf.gradePoint', { point: r.gradePoint })})`);
  pdf.pair(t('pdf.result'), outcome);
  pdf.pair(
    t('pdf.rank'),
    r.rank === null ? '—' : t('pdf.rankOf', { rank: r.rank, count: r.classSize }),
  );
  pdf.pair(t('pdf.attendance'), r.attendance);
  pdf.moveDown(0.5);
  pdf.text(t('pdf.remark'), { size: 10, style: 'bold' });
  pdf.text(card.remark ?? '—', { size: 10 });

  // The foot: verification at the start, the signatures at the end.
  const foot = PAGE.height - PAGE.margin - 86;
  pdf.y = Math.max(pdf.y + 8, foot);
  const y = pdf.y;
  drawQr(pdf, card.verifyUrl, PAGE.margin, y, 72);
  pdf.text(t('pdf.verify'), { x: PAGE.margin + 80, y, size: 8, width: 180 });
  pdf.text(card.verifyUrl, { x: PAGE.margin + 80, size: 6, width: 180, ltr: true });
  const signX = PAGE.margin + TEXT_WIDTH - 120;
  if (of.signature) pdf.image(of.signature, signX, y + 10, [120, 40]);
  pdf.text(t('pdf.principal'), { x: signX, y: y + 56, size: 8, width: 120 });
  pdf.text(t('pdf.classTeacher'), { x: signX - 150, y: y + 56, size: 8, width: 120 });
}

function writerOf(of: ReportCardsOf, locale: Locale, onChunk?: (chunk: Buffer) => void) {
  const t = translator(locale, 'exams-results');
  const pdf = new PdfWriter({
    size: 'A4',
    margin: PAGE.margin,
    locale,
    info: { Title: t('pdf.heading', { exam: of.exam.name }), Author: of.school.name },
    ...(onChunk && { onChunk }),
  });
  return { pdf, t };
}

/** One student's card, whole. */
export function reportCardPdf(of: ReportCardsOf, card: ReportCardData, locale: Locale) {
  const { pdf, t } = writerOf(of, locale);
  drawCard(pdf, t, of, card);
  return pdf.end();
}

/** A class's cards, a page each, handed on as each page is written. */
export async function writeReportCards(
  of: ReportCardsOf,
  cards: AsyncIterable<ReportCardData>,
  locale: Locale,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const { pdf, t } = writerOf(of, locale, onChunk);
  let n = 0;
  for await (const card of cards) {
    if (n++ > 0) {
      pdf.doc.addPage();
      pdf.y = PAGE.margin;
      // A turn of the event loop per page: PDFKit hands its bytes on in process.nextTick
      // (id-cards.ts), and the server answers other requests meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
    drawCard(pdf, t, of, card);
  }
  await pdf.end();
}
