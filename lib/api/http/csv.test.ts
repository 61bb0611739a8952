/** CSV cells: RFC 4180 quoting and inert formulas, as a table. */
import { csvCell, csvLine } from './csv';

test.each([
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
  ['cr\r', '"cr\r"'],
  ['=SUM(A1)', "'=SUM(A1)"],
  ['+1', "'+1"],
  ['-2', "'-2"],
  ['@cmd', "'@cmd"],
  ['=a,b', `"'=a,b"`],
  [-2, '-2'],
  [0, '0'],
  [true, 'true'],
  [null, ''],
  [undefined, ''],
  ['Zürich – ünïcode', 'Zürich – ünïcode'],
])('csvCell(%j) → %j', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

test('a line ends with CRLF', () => {
  expect(csvLine([1, 'a,b', null])).toBe('1,"a,b",\r\n');
});
