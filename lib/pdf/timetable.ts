/**
 * Weekly timetables on landscape A4, one page each (issue 31: print in bulk for class-sections
 * and teachers): the school's name, the page's heading, then a grid of weekdays × rows. The
 * caller decides the rows (a class-section's periods by position, a teacher's time slots) and
 * the lines of each cell; this file only lays them out, mirrored for a right-to-left language.
 */
import type { Locale } from '../i18n/locales';
import { PdfWriter } from './writer';

export type WeekRow = { label: string; time: string; isBreak: boolean };

export type PrintedWeek = {
  heading: string;
  /** The line under the heading (the date the lessons are in force, the version). */
  note: string;
  /** The weekdays' names, in order. */
  columns: string[];
  rows: WeekRow[];
  /** cells[row][column]: the lines of the cell (first in bold); empty for a free period. */
  cells: string[][][];
};

const MARGIN = 28;
const LABEL_WIDTH = 92;
const HEAD_HEIGHT = 18;
const BREAK_HEIGHT = 14;
const MAX_ROW_HEIGHT = 64;
const GRID_TOP = 78;
const LINE = '#9aa5b1';
const SHADE = '#eef1f4';

/** How tall each row is: breaks thin, periods sharing what is left of the page. */
export function rowHeights(rows: readonly WeekRow[], available: number): number[] {
  const breaks = rows.filter((r) => r.isBreak).length;
  const periods = rows.length - breaks;
  const each = periods
    ? Math.min(MAX_ROW_HEIGHT, (available - breaks * BREAK_HEIGHT) / periods)
    : 0;
  return rows.map((r) => (r.isBreak ? BREAK_HEIGHT : each));
}

function drawPage(pdf: PdfWriter, schoolName: string, week: PrintedWeek) {
  const doc = pdf.doc;
  const width = doc.page.width - 2 * MARGIN;
  pdf.text(schoolName, { x: MARGIN, y: MARGIN, size: 9, color: '#555555' });
  pdf.text(week.heading, { x: MARGIN, style: 'bold', size: 14 });
  pdf.text(week.note, { x: MARGIN, size: 8, color: '#555555' });

  const columnWidth = (width - LABEL_WIDTH) / Math.max(1, week.columns.length);
  const columnX = (i: number) => MARGIN + LABEL_WIDTH + i * columnWidth;
  const box = (x: number, y: number, w: number, h: number, fill?: string) => {
    const left = pdf.left(x, w);
    doc.save().lineWidth(0.5).strokeColor(LINE);
    if (fill) doc.rect(left, y, w, h).fillAndStroke(fill, LINE);
    else doc.rect(left, y, w, h).stroke();
    doc.restore();
  };
  /** Lines in a box from its start edge, one under the other (wrapped), clipped to the box. */
  const lines = (texts: string[], x: number, y: number, w: number, h: number) => {
    doc.save();
    doc.rect(pdf.left(x, w), y, w, h).clip();
    pdf.y = y + 2;
    texts.forEach((text, i) =>
      pdf.text(text, {
        x: x + 3,
        width: w - 6,
        size: i === 0 ? 7.5 : 6.5,
        style: i === 0 ? 'bold' : 'regular',
      }),
    );
    doc.restore();
  };

  box(MARGIN, GRID_TOP, LABEL_WIDTH, HEAD_HEIGHT, SHADE);
  week.columns.forEach((name, i) => {
    box(columnX(i), GRID_TOP, columnWidth, HEAD_HEIGHT, SHADE);
    lines([name], columnX(i), GRID_TOP + 2, columnWidth, HEAD_HEIGHT - 2);
  });
  const available = doc.page.height - MARGIN - GRID_TOP - HEAD_HEIGHT;
  let y = GRID_TOP + HEAD_HEIGHT;
  rowHeights(week.rows, available).forEach((height, r) => {
    const row = week.rows[r];
    if (!row) return;
    if (row.isBreak) {
      box(MARGIN, y, width, height, SHADE);
      lines([`${row.label} · ${row.time}`], MARGIN, y + 1, width, height);
    } else {
      box(MARGIN, y, LABEL_WIDTH, height);
      lines([row.label, row.time], MARGIN, y, LABEL_WIDTH, height);
      week.columns.forEach((_, c) => {
        box(columnX(c), y, columnWidth, height);
        const cell = week.cells[r]?.[c] ?? [];
        if (cell.length) lines(cell, columnX(c), y, columnWidth, height);
      });
    }
    y += height;
  });
}

/** Every week on its own page, streamed to `onChunk` as the document is written. */
export async function writeTimetables(
  weeks: readonly PrintedWeek[],
  schoolName: string,
  title: string,
  locale: Locale,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const pdf = new PdfWriter({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title },
    locale,
    onChunk,
  });
  weeks.forEach((week, i) => {
    if (i > 0) pdf.doc.addPage({ size: 'A4', layout: 'landscape', margin: MARGIN });
    drawPage(pdf, schoolName, week);
  });
  await pdf.end();
}
