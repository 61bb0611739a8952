import {
  assign,
  cellKey,
  cellsOf,
  clear,
  draftOf,
  errorsByCell,
  gridRows,
  isBreakRow,
  moveCursor,
  moveToCell,
  moveLesson,
  sameDraft,
  versionInForce,
} from './grid-logic';
import type { BellPeriod } from './types';

const p = (id: number, kind: 'period' | 'break' = 'period'): BellPeriod => ({
  id,
  name: kind === 'break' ? 'Break' : `Period ${id}`,
  kind,
  start_time: '09:00',
  end_time: '09:40',
});

describe('gridRows', () => {
  const week = [
    { day: 1, bell_schedule_id: 1, periods: [p(1), p(2), p(3, 'break'), p(4)] },
    { day: 5, bell_schedule_id: 2, periods: [p(11), p(12, 'break')] },
  ];
  test('one row per position, a short day leaving its later rows empty', () => {
    const rows = gridRows(week);
    expect(rows).toHaveLength(4);
    expect(rows[0]?.byDay.get(5)?.id).toBe(11);
    expect(rows[3]?.byDay.has(5)).toBe(false);
    expect(rows[0]?.label.id).toBe(1);
  });
  test('a break row when every day that has the row breaks there', () => {
    const rows = gridRows(week);
    // Row 2: Monday's break, nothing on the short Friday; row 1: Friday breaks, Monday teaches.
    expect(rows.map(isBreakRow)).toEqual([false, false, true, false]);
  });
  test('no plan, no rows', () => expect(gridRows([])).toEqual([]));
});

describe('editing', () => {
  const start = draftOf([{ day: 1, period_id: 2, class_subject_id: 7, room_id: 3 }]);
  test('assigning keeps the cell’s room, else takes the chosen one', () => {
    expect(assign(start, cellKey(1, 2), 8, null).get('1:2')).toEqual({
      class_subject_id: 8,
      room_id: 3,
    });
    expect(assign(start, cellKey(2, 2), 8, 4).get('2:2')).toEqual({
      class_subject_id: 8,
      room_id: 4,
    });
  });
  test('clearing removes the lesson; the start is unchanged', () => {
    expect(clear(start, '1:2').size).toBe(0);
    expect(start.size).toBe(1);
  });
  test('cells in a stable order, and a 422 found on its cell', () => {
    const draft = assign(assign(start, '2:1', 9, null), '1:1', 9, null);
    const sent = cellsOf(draft);
    expect(sent.map((c) => cellKey(c.day, c.period_id))).toEqual(['1:1', '1:2', '2:1']);
    const errors = errorsByCell(sent, { 'cells.2': 'Ms Rao already teaches…', other: 'x' });
    expect([...errors]).toEqual([['2:1', 'Ms Rao already teaches…']]);
    expect(errorsByCell(sent, { 'cells.1.room_id': 'No room' }).get('1:2')).toBe('No room');
  });
  test('sameDraft compares lessons and rooms', () => {
    expect(sameDraft(start, draftOf(cellsOf(start)))).toBe(true);
    expect(sameDraft(start, assign(start, '1:2', 7, null))).toBe(true);
    expect(sameDraft(start, assign(start, '1:2', 8, null))).toBe(false);
    expect(sameDraft(start, clear(start, '1:2'))).toBe(false);
  });
});

describe('moveLesson', () => {
  const maths = { class_subject_id: 7, room_id: 3 };
  const english = { class_subject_id: 8, room_id: null };
  const week = draftOf([
    { day: 1, period_id: 1, ...maths },
    { day: 2, period_id: 1, ...english },
  ]);
  test.each([
    [
      'onto an empty cell: moves, the source empties',
      '1:1',
      '3:4',
      { '2:1': english, '3:4': maths },
    ],
    [
      'onto a placed cell: the two swap, rooms with them',
      '1:1',
      '2:1',
      { '1:1': english, '2:1': maths },
    ],
    ['from an empty cell: nothing', '4:1', '1:1', { '1:1': maths, '2:1': english }],
    ['onto itself: nothing', '1:1', '1:1', { '1:1': maths, '2:1': english }],
  ] as const)('%s', (_, from, to, expected) => {
    expect(Object.fromEntries(moveLesson(week, from, to))).toEqual(expected);
  });
  test('the draft it started from is unchanged; no move keeps the same draft', () => {
    moveLesson(week, '1:1', '3:4');
    expect(week.get('1:1')).toEqual(maths);
    expect(moveLesson(week, '1:1', '1:1')).toBe(week);
  });
});

describe('moveCursor', () => {
  const size = { rows: 4, cols: 3, enterable: (row: number) => row !== 2 };
  test.each([
    ['ArrowRight', false, { row: 0, col: 1 }],
    ['ArrowRight', true, { row: 0, col: 0 }],
    ['ArrowLeft', true, { row: 0, col: 1 }],
    ['ArrowUp', false, { row: 0, col: 0 }],
    ['ArrowDown', false, { row: 1, col: 0 }],
  ] as const)('%s (right to left %s)', (key, rtl, expected) =>
    expect(moveCursor({ row: 0, col: 0 }, key, size, rtl)).toEqual(expected),
  );
  test('skips a break row and stops at the edge', () => {
    expect(moveCursor({ row: 1, col: 2 }, 'ArrowDown', size)).toEqual({ row: 3, col: 2 });
    expect(moveCursor({ row: 3, col: 2 }, 'ArrowDown', size)).toEqual({ row: 3, col: 2 });
    expect(moveCursor({ row: 1, col: 2 }, 'ArrowRight', size)).toEqual({ row: 1, col: 2 });
  });
});

describe('moveToCell', () => {
  const size = { rows: 4, cols: 3, enterable: (row: number) => row !== 2 };
  // Column 1 holds nothing in row 0 (a break that day); row 3 of column 2 is missing (short day).
  const holds = ({ row, col }: { row: number; col: number }) =>
    !(row === 0 && col === 1) && !(row === 3 && col === 2);
  test.each([
    ['passes a cell without a period', { row: 0, col: 0 }, 'ArrowRight', { row: 0, col: 2 }],
    ['the same, right to left', { row: 0, col: 0 }, 'ArrowLeft', { row: 0, col: 2 }],
    ['stays when nothing is left that way', { row: 1, col: 2 }, 'ArrowDown', { row: 1, col: 2 }],
    ['a break row passed as before', { row: 1, col: 0 }, 'ArrowDown', { row: 3, col: 0 }],
  ] as const)('%s', (name, from, key, expected) => {
    const rtl = name.includes('right to left');
    expect(moveToCell(from, key, size, holds, rtl)).toEqual(expected);
  });
});

test('versionInForce: the latest published not after the date; drafts never', () => {
  const versions = [
    { id: 1, effective_from: '2026-01-05', status: 'published' },
    { id: 2, effective_from: '2026-02-02', status: 'published' },
    { id: 3, effective_from: '2026-01-20', status: 'draft' },
  ];
  expect(versionInForce(versions, '2026-01-25')?.id).toBe(1);
  expect(versionInForce(versions, '2026-02-02')?.id).toBe(2);
  expect(versionInForce(versions, '2026-01-01')).toBeUndefined();
});
