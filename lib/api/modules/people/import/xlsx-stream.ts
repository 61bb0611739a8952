/**
 * An uploaded workbook rearranged for exceljs's streaming reader. That reader takes the zip
 * entries in file order, and Excel (and exceljs itself) store the sheets before the shared
 * strings: the reader then inflates every sheet into a temporary file before reading a row —
 * for a 5 MB upload of a million rows, 90 MB written and seconds of work before the row
 * limit can even be checked. Here the entries the reader needs are given in the order it
 * wants (relations, workbook, styles, shared strings, then the first sheet), stored uncompressed and
 * inflated only as the reader pulls, so reading stops at the row limit. The shared strings
 * are read whole, so they are capped in size.
 */
import { PassThrough, type Readable, Transform } from 'node:stream';
import JSZip from 'jszip';
import { validationFailed } from '../../../http/errors';
import { apiMessage } from '../../../http/messages';

/** Shared strings larger than this do not come from a 10,000-row import file. */
export const MAX_SHARED_STRINGS_BYTES = 32 * 1024 * 1024;
const MAX_STYLES_BYTES = 4 * 1024 * 1024;

const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

const unreadable = () => validationFailed({ file: apiMessage('import.spreadsheetUnreadable') });

/** Passes bytes through until more than `limit` have gone by, then fails with `error`. */
function capped(limit: number, error: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(error());
      else done(null, chunk);
    },
  });
}

function sheetNumber(name: string): number {
  return Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);
}

export async function orderedWorkbook(bytes: Uint8Array): Promise<Readable> {
  let source: JSZip;
  try {
    source = await JSZip.loadAsync(bytes);
  } catch {
    throw unreadable();
  }
  const sheets = Object.keys(source.files)
    .filter((name) => Number.isFinite(sheetNumber(name)))
    .sort((a, b) => sheetNumber(a) - sheetNumber(b));
  const relations = source.file('xl/_rels/workbook.xml.rels');
  const workbook = source.file('xl/workbook.xml');
  if (!relations || !workbook) throw unreadable();
  const [firstSheet] = sheets;
  if (!firstSheet) throw validationFailed({ file: apiMessage('import.noSheet') });

  const ordered = new JSZip();
  const copy = (name: string, limit?: number) => {
    const stream = (source.file(name) as JSZip.JSZipObject).nodeStream('nodebuffer');
    const tooBig = () => validationFailed({ file: apiMessage('import.tooMuchText') });
    ordered.file(name, limit ? stream.pipe(capped(limit, tooBig)) : stream);
  };
  copy('xl/_rels/workbook.xml.rels');
  copy('xl/workbook.xml');
  // The number formats tell a typed date from a number.
  if (source.file('xl/styles.xml')) copy('xl/styles.xml', MAX_STYLES_BYTES);
  if (source.file('xl/sharedStrings.xml')) copy('xl/sharedStrings.xml', MAX_SHARED_STRINGS_BYTES);
  // Without shared strings the reader would defer the sheet to a temporary file.
  else ordered.file('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS);
  copy(firstSheet);
  // JSZip's stream is its own kind: exceljs takes only Node's.
  const out = new PassThrough();
  const zip = ordered.generateNodeStream({ streamFiles: true, compression: 'STORE' });
  zip.on('error', (error) => out.destroy(error));
  return zip.pipe(out);
}
