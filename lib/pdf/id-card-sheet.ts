/**
 * Where ID cards sit on an A4 sheet (pure): cards of the bank-card size (ISO/IEC 7810 ID-1,
 * 85.6 × 54 mm) in a grid centred on the page with a gap between them for the cut marks —
 * 3 × 3 portrait cards or 2 × 5 landscape ones a sheet.
 */
import type { CardLayout } from '../db/schema/certificates-values';

const MM = 72 / 25.4;
export const A4 = { width: 595.28, height: 841.89 };
const LONG = 85.6 * MM;
const SHORT = 54 * MM;
/** Room between cards for the cut marks. */
export const GAP = 8;

export type Sheet = { cardWidth: number; cardHeight: number; columns: number; rows: number };

export function sheetOf(layout: CardLayout): Sheet {
  return layout === 'portrait'
    ? { cardWidth: SHORT, cardHeight: LONG, columns: 3, rows: 3 }
    : { cardWidth: LONG, cardHeight: SHORT, columns: 2, rows: 5 };
}

export const cardsPerPage = (sheet: Sheet) => sheet.columns * sheet.rows;

/** How many A4 pages the cards of `count` students take (a class of none still prints one page). */
export const pagesFor = (layout: CardLayout, count: number) =>
  Math.max(1, Math.ceil(count / cardsPerPage(sheetOf(layout))));

/** The top-left corner of the n-th card (from 0) on its page, from the page's left and top. */
export function cardPosition(sheet: Sheet, n: number): { page: number; x: number; y: number } {
  const perPage = cardsPerPage(sheet);
  const onPage = n % perPage;
  const column = onPage % sheet.columns;
  const row = Math.floor(onPage / sheet.columns);
  const gridWidth = sheet.columns * sheet.cardWidth + (sheet.columns - 1) * GAP;
  const gridHeight = sheet.rows * sheet.cardHeight + (sheet.rows - 1) * GAP;
  return {
    page: Math.floor(n / perPage),
    x: (A4.width - gridWidth) / 2 + column * (sheet.cardWidth + GAP),
    y: (A4.height - gridHeight) / 2 + row * (sheet.cardHeight + GAP),
  };
}

/**
 * The cut marks of a sheet as line segments [x1, y1, x2, y2]: at every card's edge, in the
 * margin outside the grid (where a guillotine's blade lines up), short enough to stay on paper.
 */
export function cutMarks(sheet: Sheet): [number, number, number, number][] {
  const first = cardPosition(sheet, 0);
  const last = cardPosition(sheet, cardsPerPage(sheet) - 1);
  const right = last.x + sheet.cardWidth;
  const bottom = last.y + sheet.cardHeight;
  const length = Math.min(12, first.x - 4, first.y - 4);
  const xs: number[] = [];
  for (let c = 0; c < sheet.columns; c++) {
    const x = cardPosition(sheet, c).x;
    xs.push(x, x + sheet.cardWidth);
  }
  const ys: number[] = [];
  for (let r = 0; r < sheet.rows; r++) {
    const y = cardPosition(sheet, r * sheet.columns).y;
    ys.push(y, y + sheet.cardHeight);
  }
  return [
    ...xs.flatMap((x): [number, number, number, number][] => [
      [x, first.y - 2 - length, x, first.y - 2],
      [x, bottom + 2, x, bottom + 2 + length],
    ]),
    ...ys.flatMap((y): [number, number, number, number][] => [
      [first.x - 2 - length, y, first.x - 2, y],
      [right + 2, y, right + 2 + length, y],
    ]),
  ];
}
