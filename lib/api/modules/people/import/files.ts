/**
 * Import files in and out: a CSV or XLSX upload read into rows of trimmed strings keyed by
 * the header row, and the downloadable templates in both formats. Dates typed into a
 * spreadsheet arrive as dates and are written back as YYYY-MM-DD, so the same rules check
 * both formats.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { csvLine } from '../../../http/csv';
import { validationFailed } from '../../../http/errors';
import { dateInZone } from '../../../../calendar';

export type FileRow = { row: number; values: Record<string, string> };
export type ParsedFile = { headers: string[]; rows: FileRow[] };

export const MAX_IMPORT_ROWS = 10_000;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

export function isXlsx(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => bytes[i] === b);
}

const header = (h: string) => h.trim().toLowerCase().replace(/\s+/g, '_');

function parseCsv(bytes: Uint8Array): ParsedFile {
  let records: string[][];
  try {
    records = parse(Buffer.from(bytes), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw validationFailed({ file: `The CSV file cannot be read: ${(error as Error).message}` });
  }
  const [head = [], ...body] = records;
  const headers = head.map(header);
  return {
    headers,
    // Row numbers as a spreadsheet shows them: the header is row 1.
    rows: body.map((cells, i) => ({
      row: i + 2,
      values: Object.fromEntries(headers.map((h, c) => [h, (cells[c] ?? '').trim()])),
    })),
  };
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
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw validationFailed({ file: 'The spreadsheet cannot be read; save it as .xlsx or .csv.' });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw validationFailed({ file: 'The spreadsheet has no sheet.' });
  const headers: string[] = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = header(cellText(cell.value));
  });
  const rows: FileRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const values = Object.fromEntries(
      headers.map((h, c) => [h, cellText(row.getCell(c + 1).value).trim()]),
    );
    if (Object.values(values).some(Boolean)) rows.push({ row: number, values });
  });
  return { headers, rows };
}

export async function readImportFile(
  bytes: Uint8Array,
  required: readonly string[],
): Promise<ParsedFile> {
  if (bytes.length > MAX_IMPORT_BYTES)
    throw validationFailed({ file: 'The file may be at most 10 MB.' });
  const parsed = isXlsx(bytes) ? await parseXlsx(bytes) : parseCsv(bytes);
  const missing = required.filter((c) => !parsed.headers.includes(c));
  if (missing.length)
    throw validationFailed({
      file: `The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; start from the template.`,
    });
  if (!parsed.rows.length)
    throw validationFailed({ file: 'The file has no rows under its header.' });
  if (parsed.rows.length > MAX_IMPORT_ROWS)
    throw validationFailed({ file: `A file may hold at most ${MAX_IMPORT_ROWS} rows; split it.` });
  return parsed;
}

export function csvTemplate(columns: readonly string[], example: readonly string[]): string {
  return `\uFEFF${csvLine([...columns])}${csvLine([...example])}`;
}

export async function xlsxTemplate(
  sheetName: string,
  columns: readonly string[],
  example: readonly string[],
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...columns]).font = { bold: true };
  sheet.addRow([...example]);
  // Text cells, so that a typed date or admission number is kept as typed.
  columns.forEach((_c, i) => {
    sheet.getColumn(i + 1).numFmt = '@';
    sheet.getColumn(i + 1).width = Math.max(14, columns[i].length + 2);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
