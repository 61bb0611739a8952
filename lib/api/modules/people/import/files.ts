/**
 * Import files in and out: a CSV or XLSX upload read into rows of trimmed strings keyed by
 * the header row, and the downloadable templates in both formats. Dates typed into a
 * spreadsheet arrive as dates and are written back as YYYY-MM-DD, so the same rules check
 * both formats.
 *
 * Both formats are parsed as streams and reading stops at the first row past the limit: a
 * 10 MB file of millions of tiny rows is refused after ten thousand of them, not after all
 * of them, so one upload cannot hold the server (which serves every school) for long.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { orderedWorkbook } from './xlsx-stream';
import { csvLine } from '../../../http/csv';
import { ApiError, validationFailed } from '../../../http/errors';
import { refusedContent } from '../../../http/validation';
import { dateInZone } from '../../../../calendar';
import { apiMessage } from '../../../http/messages';

export type FileRow = { row: number; values: Record<string, string> };
export type ParsedFile = { headers: string[]; rows: FileRow[] };

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Far more than any template has; a wider file is not one of ours. */
export const MAX_IMPORT_COLUMNS = 100;
/** One cell or CSV record of this many characters is not a person's details. */
const MAX_RECORD_CHARACTERS = 64 * 1024;
/**
 * Bytes handed to the CSV parser at a time, one chunk buffered: it parses little past the
 * limit, and the event loop serves other requests in between.
 */
const CHUNK_BYTES = 4 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isXlsx(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

const header = (h: string) => h.trim().toLowerCase().replace(/\s+/g, '_');

const tooManyRows = () =>
  validationFailed({ file: apiMessage('import.tooManyRows', { max: String(MAX_IMPORT_ROWS) }) });

const tooManyColumns = () =>
  validationFailed({
    file: apiMessage('import.tooManyColumns', { max: String(MAX_IMPORT_COLUMNS) }),
  });

/** The upload as a stream of small chunks. */
function chunked(bytes: Uint8Array): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += CHUNK_BYTES)
        yield Buffer.from(
          bytes.buffer,
          bytes.byteOffset + i,
          Math.min(CHUNK_BYTES, bytes.length - i),
        );
    })(),
    { highWaterMark: 1 },
  );
}

/**
 * A cell holding what no field may (a NUL, `_x0000_` in a workbook, a lone surrogate from a
 * character reference): the file is refused at the edge as a request's own fields are, naming
 * the row and column, before any cell reaches a query.
 */
function refuseUnstorableCell(text: string, row: number, column: string): void {
  const content = refusedContent(text);
  if (content)
    throw validationFailed({
      file: apiMessage('import.forbiddenContent', { row: String(row), column, content }),
    });
}

/** Collects rows under the header, refusing the first one past the limit. */
class RowCollector {
  headers: string[] = [];
  rows: FileRow[] = [];

  setHeaders(cells: string[]) {
    if (cells.length > MAX_IMPORT_COLUMNS) throw tooManyColumns();
    cells.forEach((text, c) => refuseUnstorableCell(text, 1, `column ${c + 1}`));
    this.headers = cells.map(header);
  }

  add(row: number, cell: (column: number) => string) {
    if (this.rows.length >= MAX_IMPORT_ROWS) throw tooManyRows();
    const values = Object.fromEntries(
      this.headers.map((h, c) => {
        const text = cell(c).trim();
        refuseUnstorableCell(text, row, `column ${h}`);
        return [h, text];
      }),
    );
    this.rows.push({ row, values });
  }
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Whether the CSV has more than `limit` records (non-empty lines outside quoted fields, as
 * csv-parse counts them with skip_empty_lines), found by one pass over the bytes that stops
 * as soon as it passes the limit. The parser builds an object (and, for a row shorter than
 * the header, an error object) per record: a file of millions of tiny rows is refused here,
 * in a few milliseconds, before the parser sees it.
 */
export function csvHasMoreRecordsThan(bytes: Uint8Array, limit: number): boolean {
  let records = 0;
  let inQuotes = false;
  let lineHasContent = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === QUOTE) inQuotes = !inQuotes;
    if (!inQuotes && (b === LF || b === CR)) {
      if (lineHasContent && ++records > limit) return true;
      lineHasContent = false;
    } else lineHasContent = true;
  }
  return lineHasContent && records + 1 > limit;
}

async function parseCsv(bytes: Uint8Array): Promise<ParsedFile> {
  // The header plus the allowed rows.
  if (csvHasMoreRecordsThan(bytes, MAX_IMPORT_ROWS + 1)) throw tooManyRows();
  const collected = new RowCollector();
  const parser = chunked(bytes).pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    }),
  );
  let line = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      line++;
      // Row numbers as a spreadsheet shows them: the header is row 1.
      if (line === 1) collected.setHeaders(cells);
      else collected.add(line, (c) => cells[c] ?? '');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw validationFailed({
      file: apiMessage('import.csvUnreadable', { reason: (error as Error).message }),
    });
  } finally {
    parser.destroy();
  }
  return collected;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // A spreadsheet's date cell arrives as midnight UTC of that calendar day.
  if (value instanceof Date) return dateInZone(value, 'UTC');
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function parseXlsx(bytes: Uint8Array): Promise<ParsedFile> {
  const collected = new RowCollector();
  const input = await orderedWorkbook(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      // Only the first sheet is read; later ones are skipped unread.
      if (sheets++ > 0) break;
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells = row.values as ExcelJS.CellValue[];
        if (row.number === 1) {
          collected.setHeaders(Array.from(cells.slice(1), (v) => cellText(v)));
          continue;
        }
        if (!cells.slice(1).some((v) => cellText(v).trim())) continue;
        collected.add(row.number, (c) => cellText(cells[c + 1]));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (process.env.DEBUG_IMPORT) console.error(error);
    throw validationFailed({ file: apiMessage('import.spreadsheetUnreadable') });
  } finally {
    input.destroy();
  }
  if (!sheets) throw validationFailed({ file: apiMessage('import.noSheet') });
  return collected;
}

export async function readImportFile(
  bytes: Uint8Array,
  required: readonly string[],
): Promise<ParsedFile> {
  if (bytes.length > MAX_IMPORT_BYTES)
    throw new ApiError('payloadTooLarge', apiMessage('import.tooLarge'), {
      file: apiMessage('import.tooLarge'),
    });
  const parsed = isXlsx(bytes) ? await parseXlsx(bytes) : await parseCsv(bytes);
  const missing = required.filter((c) => !parsed.headers.includes(c));
  if (missing.length)
    throw validationFailed({
      file: apiMessage('import.missingColumns', {
        count: missing.length,
        columns: missing.join(', '),
      }),
    });
  if (!parsed.rows.length) throw validationFailed({ file: apiMessage('import.noRows') });
  return parsed;
}

export function csvTemplate(columns: readonly string[], examples: readonly string[][]): string {
  return `\uFEFF${csvLine([...columns])}${examples.map((row) => csvLine([...row])).join('')}`;
}

export async function xlsxTemplate(
  sheetName: string,
  columns: readonly string[],
  examples: readonly string[][],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...columns]).font = { bold: true };
  for (const row of examples) sheet.addRow([...row]);
  // Text cells, so that a typed date or admission number is kept as typed.
  columns.forEach((c, i) => {
    sheet.getColumn(i + 1).numFmt = '@';
    sheet.getColumn(i + 1).width = Math.max(14, c.length + 2);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
