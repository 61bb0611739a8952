/**
 * CSV export of a list: RFC 4180 quoting, cells that a spreadsheet would run as a formula made
 * inert, and the body streamed batch by batch from a snapshot cursor (snapshot.ts), so a large
 * export never sits in memory.
 */
import { englishLabel } from '../../i18n/english-labels';
import { readerLanguage } from './reader-language';
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

/** A reader that stops pulling for this long (without cancelling) gives its snapshot back. */
export const STALLED_EXPORT_MS = 120_000;

/**
 * The CSV of `batches` (see snapshot.ts), one batch encoded at a time as the client reads:
 * memory holds one batch, whatever the list's length.
 */
export function csvResponse<Row>(
  fileName: string,
  columns: CsvColumn<Row>[],
  batches: AsyncIterator<Row[]>,
): Response {
  const encoder = new TextEncoder();
  let stalled: ReturnType<typeof setTimeout> | undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        // The headers in the reader's language (lib/i18n/english-labels.ts).
        const language = await readerLanguage();
        const headers = columns.map((c) => englishLabel(language, c.header));
        // A byte-order mark so that spreadsheet programs read the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(headers)}`));
      },
      async pull(controller) {
        clearTimeout(stalled);
        const { value, done } = await batches.next();
        if (done) return controller.close();
        controller.enqueue(
          encoder.encode(value.map((row) => csvLine(columns.map((c) => c.value(row)))).join('')),
        );
        stalled = setTimeout(() => {
          controller.error(new Error('The export was not read for too long.'));
          void batches.return?.();
        }, STALLED_EXPORT_MS);
        stalled.unref?.();
      },
      async cancel() {
        clearTimeout(stalled);
        await batches.return?.();
      },
      // A batch only when the reader asks (none read ahead), so that each is read inside its
      // step of the bulk lane (paced.ts).
    },
    { highWaterMark: 0 },
  );
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    },
  });
}
