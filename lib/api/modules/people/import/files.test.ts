/** The CSV record count that refuses an over-long file before parsing, as a table. */
import { parse } from 'csv-parse/sync';
import { csvHasMoreRecordsThan } from './files';

const bytes = (text: string) => new TextEncoder().encode(text);

test.each([
  ['three lines', 'a\nb\nc\n', 3],
  ['no final line break', 'a\nb\nc', 3],
  ['CRLF line ends', 'a\r\nb\r\nc\r\n', 3],
  ['old Mac line ends', 'a\rb\rc', 3],
  ['empty lines skipped', '\n\na\n\n\nb\n', 2],
  ['a line break inside quotes', 'h\n"two\nlines",x\nz\n', 3],
  ['escaped quotes', 'h\n"say ""hi""\n",x\n', 2],
  ['only commas is a record', 'h\n,,\n', 2],
])('%s: counts as csv-parse does', (_name, text, records) => {
  expect(parse(text, { skip_empty_lines: true, relax_column_count: true })).toHaveLength(records);
  expect(csvHasMoreRecordsThan(bytes(text), records)).toBe(false);
  expect(csvHasMoreRecordsThan(bytes(text), records - 1)).toBe(true);
});
