import {
  changedRows,
  checkEntry,
  EMPTY,
  flagKey,
  moveCursor,
  pasteDown,
  pastedColumn,
  sameEntry,
  toggled,
  typed,
  type Entry,
  type Known,
} from './grid-logic';

describe('a column pasted from a spreadsheet', () => {
  test.each<[string, string, string[]]>([
    ['lines with the trailing break a spreadsheet adds', '42\n37.5\n\n', ['42', '37.5', '']],
    ['Windows line breaks', '42\r\n37\r\n', ['42', '37']],
    ['several columns: the first of each line', '42\tAda\n37\tGrace', ['42', '37']],
    ['one value', '18', ['18']],
  ])('%s', (_, text, column) => expect(pastedColumn(text)).toEqual(column));

  test('fills down from the focused row, AB and EX as flags, past the last row dropped', () => {
    const filled = pasteDown([11, 12, 13, 14], 1, '40\nAB\nex\n99\n');
    expect([...filled.entries()]).toEqual([
      [12, typed('40')],
      [13, { ...EMPTY, absent: true }],
      [14, { ...EMPTY, exempt: true }],
    ]);
  });
});

describe('the cursor', () => {
  const at = { row: 2, col: 0 };
  test.each<[string, { key: string; shiftKey?: boolean }, { row: number; col: number } | null]>([
    ['down', { key: 'ArrowDown' }, { row: 3, col: 0 }],
    ['up', { key: 'ArrowUp' }, { row: 1, col: 0 }],
    ['Enter moves down', { key: 'Enter' }, { row: 3, col: 0 }],
    ['Shift+Enter moves up', { key: 'Enter', shiftKey: true }, { row: 1, col: 0 }],
    ['right to the absent column', { key: 'ArrowRight' }, { row: 2, col: 1 }],
    ['left holds at the first column', { key: 'ArrowLeft' }, { row: 2, col: 0 }],
    ['a digit does not move it', { key: '4' }, null],
  ])('%s', (_, key, next) => expect(moveCursor(at, key, 4)).toEqual(next));

  test('holds at the last row, and in a right-to-left page left goes forward', () => {
    expect(moveCursor({ row: 3, col: 0 }, { key: 'Enter' }, 4)).toEqual({ row: 3, col: 0 });
    expect(moveCursor({ row: 0, col: 0 }, { key: 'ArrowLeft' }, 4, true)).toEqual({
      row: 0,
      col: 1,
    });
  });

  test('A and X set the flags, other letters nothing', () => {
    expect([flagKey('a'), flagKey('X'), flagKey('b')]).toEqual(['absent', 'exempt', null]);
  });
});

describe('a cell checked as one types', () => {
  test.each<[string, Entry, string]>([
    ['within the maximum', typed('50'), 'ok'],
    ['a decimal comma', typed('45,5'), 'ok'],
    ['above the maximum', typed('50.5'), 'overMax'],
    ['three decimals', typed('4.555'), 'twoDecimals'],
    ['negative', typed('-3'), 'negative'],
    ['not a number', typed('4x'), 'notNumber'],
    ['absent', { ...EMPTY, absent: true }, 'ok'],
    ['empty (cleared)', EMPTY, 'ok'],
  ])('%s', (_, entry, verdict) => {
    const checked = checkEntry(entry, 50);
    expect('problem' in checked ? checked.problem : 'ok').toBe(verdict);
  });

  test('a flag replaces the marks, and toggling it again empties the cell', () => {
    expect(toggled(typed('40'), 'absent')).toEqual({ ...EMPTY, absent: true });
    expect(toggled({ ...EMPTY, absent: true }, 'absent')).toEqual(EMPTY);
    expect(toggled({ ...EMPTY, absent: true }, 'exempt')).toEqual({ ...EMPTY, exempt: true });
  });

  test('"45" and "45.0" are the same mark', () => {
    expect(sameEntry(typed('45'), typed('45.0'))).toBe(true);
    expect(sameEntry(typed('45'), { ...EMPTY, absent: true })).toBe(false);
  });
});

test('the cells to save: changed, valid, not held by a conflict, each with the version read', () => {
  const known = new Map<number, Known>([
    [1, { entry: typed('40'), version: 3 }],
    [2, { entry: typed('30'), version: 1 }],
  ]);
  const entries = new Map<number, Entry>([
    [1, typed('40.0')], // unchanged
    [2, typed('35')], // changed
    [3, { ...EMPTY, absent: true }], // new
    [4, typed('70')], // over the maximum: not sent
    [5, typed('12')], // held by a conflict
  ]);
  expect(changedRows([1, 2, 3, 4, 5], entries, known, 50, new Set([5]))).toEqual([
    { student_id: 2, marks: 35, absent: false, exempt: false, version: 1 },
    { student_id: 3, marks: null, absent: true, exempt: false, version: null },
  ]);
});
