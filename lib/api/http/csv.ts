/**
 * CSV export of a list: RFC 4180 quoting, cells that a spreadsheet would run as a formula made
 * inert, and the body streamed in bounded pages so a large export never sits in memory or
 * holds the database for long.
 */
export type CsvValue = string | number | boolean | null | undefined;
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** Leading characters that make Excel or Sheets evaluate a cell (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell read back from a file: the apostrophe csvCell put before a formula-looking value (and
 * that spreadsheets use to mean "text") is not part of the value: "'+1 555 0101" is
 * "+1 555 0101".
 */
export function csvCellValue(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Rows fetched `batchSize` at a time: `fetchBatch(offset, limit)` until a short batch. */
export function csvResponse<Row>(
  fileName: string,
  columns: CsvColumn<Row>[],
  fetchBatch: (offset: number, limit: number) => Promise<Row[]>,
  batchSize = 500,
): Response {
  const encoder = new TextEncoder();
  let offset = 0;
  let done = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so that spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((c) => c.header))}`));
    },
    async pull(controller) {
      if (done) return controller.close();
      const rows = await fetchBatch(offset, batchSize);
      offset += rows.length;
      if (rows.length < batchSize) done = true;
      if (rows.length)
        controller.enqueue(
          encoder.encode(rows.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')),
        );
      if (done) controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    },
  });
}
