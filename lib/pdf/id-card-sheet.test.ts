import { A4, cardPosition, cutMarks, pagesFor, sheetOf } from './id-card-sheet';

test('60 students take 7 portrait sheets (9 a sheet) or 6 landscape ones (10 a sheet)', () => {
  expect(pagesFor('portrait', 60)).toBe(7);
  expect(pagesFor('landscape', 60)).toBe(6);
  expect(pagesFor('portrait', 0)).toBe(1);
  expect(pagesFor('landscape', 1000)).toBe(100);
});

test.each(['portrait', 'landscape'] as const)(
  '%s cards fit on A4 with room for the cut marks',
  (layout) => {
    const sheet = sheetOf(layout);
    const perPage = sheet.columns * sheet.rows;
    for (let n = 0; n < perPage; n++) {
      const at = cardPosition(sheet, n);
      expect(at.page).toBe(0);
      expect(at.x).toBeGreaterThanOrEqual(18);
      expect(at.y).toBeGreaterThanOrEqual(18);
      expect(at.x + sheet.cardWidth).toBeLessThanOrEqual(A4.width - 18);
      expect(at.y + sheet.cardHeight).toBeLessThanOrEqual(A4.height - 18);
    }
    expect(cardPosition(sheet, perPage)).toEqual({ ...cardPosition(sheet, 0), page: 1 });
  },
);

test('a card is 85.6 × 54 mm', () => {
  const { cardWidth, cardHeight } = sheetOf('landscape');
  expect(Math.round((cardWidth / 72) * 25.4 * 10) / 10).toBe(85.6);
  expect(Math.round((cardHeight / 72) * 25.4 * 10) / 10).toBe(54);
});

test('cut marks line up with every card edge and stay in the margin, off the cards', () => {
  const sheet = sheetOf('landscape');
  const marks = cutMarks(sheet);
  // 2 columns × 2 edges × (top + bottom) + 5 rows × 2 edges × (left + right)
  expect(marks).toHaveLength(2 * 2 * 2 + 5 * 2 * 2);
  const first = cardPosition(sheet, 0);
  for (const [x1, y1, x2, y2] of marks) {
    for (const [x, y] of [
      [x1, y1],
      [x2, y2],
    ] as const) {
      expect(x).toBeGreaterThan(0);
      expect(y).toBeGreaterThan(0);
      const onCard =
        x > first.x && x < A4.width - first.x && y > first.y && y < A4.height - first.y;
      expect(onCard).toBe(false);
    }
  }
});
