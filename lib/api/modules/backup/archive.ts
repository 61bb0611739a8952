/**
 * Writing and reading the archive's container (gzip over a POSIX tar, through tar-stream),
 * entry by entry and chunk by chunk: neither side ever holds a table in memory. Reading is
 * bounded (limits.ts): the decompressed bytes are counted as gunzip produces them, each table
 * entry and each line as they are split, and each byte is looked at once (a line without line
 * feeds costs what its length costs, not its length squared).
 */
import { apiMessage, renderApiText, type ApiText } from '../../http/messages';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { CHECKED_ALREADY, DEFAULT_ARCHIVE_LIMITS, formatBytes, type ArchiveLimits } from './limits';

/** A packer writing a .tar.gz file: add entries in order, then finish. */
export function archiveWriter(target: string) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(target));
  // Keep a failure of the file side from surfacing as an unhandled rejection before finish().
  written.catch(() => undefined);

  async function addStream(
    name: string,
    size: number,
    source: Iterable<Buffer> | AsyncIterable<Buffer>,
  ) {
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600 }, (error) =>
        error ? reject(error) : resolve(),
      );
      (async () => {
        for await (const chunk of source)
          if (!entry.write(chunk)) await new Promise<void>((r) => entry.once('drain', () => r()));
        (entry as NodeJS.WritableStream).end();
      })().catch(reject);
    });
  }

  return {
    addBytes: (name: string, bytes: Buffer) => addStream(name, bytes.byteLength, [bytes]),
    addFile: async (name: string, file: string) =>
      addStream(name, (await stat(file)).size, createReadStream(file)),
    finish: async () => {
      pack.finalize();
      await written;
    },
  };
}

/**
 * Why an archive is refused (truncated, altered, foreign...): `text` says what, in the reader's
 * language once answered (the api catalogue's `archive` section); `message` is its English.
 */
export class ArchiveRefused extends Error {
  constructor(readonly text: ApiText) {
    super(renderApiText(text));
  }
}

/**
 * Calls `onEntry` for each entry of a .tar.gz held in `bytes`, in order, with its content as
 * chunks; a damaged or truncated archive, or one larger than `limits.totalBytes` once
 * decompressed, throws ArchiveRefused (the latter as soon as gunzip has produced one byte too many).
 */
export async function readArchive(
  bytes: Uint8Array,
  onEntry: (name: string, content: AsyncIterable<Buffer>) => Promise<void>,
  limits: Pick<ArchiveLimits, 'totalBytes'> = DEFAULT_ARCHIVE_LIMITS,
): Promise<void> {
  const extract = tar.extract();
  let tooLarge: ArchiveRefused | undefined;
  let decompressed = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      decompressed += chunk.byteLength;
      if (decompressed <= limits.totalBytes) return done(null, chunk);
      tooLarge = new ArchiveRefused(
        apiMessage('archive.tooLarge', { size: formatBytes(limits.totalBytes) }),
      );
      done(tooLarge);
    },
  });
  const feeding = pipeline(Readable.from([Buffer.from(bytes)]), createGunzip(), counted, extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      await onEntry(entry.header.name, entry as AsyncIterable<Buffer>);
      entry.resume();
    }
    await feeding;
  } catch (error) {
    if (tooLarge) throw tooLarge;
    if (isDamage(error)) throw new ArchiveRefused(apiMessage('archive.damaged'));
    throw error;
  } finally {
    extract.destroy();
  }
}

/** readArchive of an archive verifyArchive has already read within the limits. */
export const readCheckedArchive = (
  bytes: Uint8Array,
  onEntry: (name: string, content: AsyncIterable<Buffer>) => Promise<void>,
) => readArchive(bytes, onEntry, CHECKED_ALREADY);

/** An error of gunzip (zlib's Z_ codes) or of the tar reader, as opposed to the handler's. */
function isDamage(error: unknown): boolean {
  // Not `instanceof Error`: zlib's errors may come from another realm (Jest's VM modules).
  if (error instanceof ArchiveRefused || typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('Z_')) return true;
  return (
    typeof message === 'string' &&
    /unexpected end of (file|data)|invalid tar header|premature close|invalid header/i.test(message)
  );
}

/**
 * The lines of a table entry (NDJSON), without their line feeds, split on the bytes (a line
 * feed never occurs inside a multi-byte UTF-8 character) so that each chunk is searched once.
 * `table` names the entry in a refusal: a line longer than `limits.rowBytes`, an entry longer
 * than `limits.tableBytes`, or bytes that are not UTF-8.
 */
export async function* linesOf(
  content: AsyncIterable<Buffer>,
  table: string,
  limits: Pick<ArchiveLimits, 'rowBytes' | 'tableBytes'> = DEFAULT_ARCHIVE_LIMITS,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes: Uint8Array, lineNo: number) => {
    try {
      return decoder.decode(bytes);
    } catch {
      throw new ArchiveRefused(apiMessage('archive.notUtf8', { table, line: String(lineNo) }));
    }
  };
  const rowTooLong = (lineNo: number) =>
    new ArchiveRefused(
      apiMessage('archive.rowTooLong', {
        table,
        size: formatBytes(limits.rowBytes),
        line: String(lineNo),
      }),
    );
  /** The start of the current line, from earlier chunks. */
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let entryBytes = 0;
  let lineNo = 1;
  for await (const chunk of content) {
    entryBytes += chunk.byteLength;
    if (entryBytes > limits.tableBytes)
      throw new ArchiveRefused(
        apiMessage('archive.tableTooLarge', { table, size: formatBytes(limits.tableBytes) }),
      );
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      if (pendingBytes + piece.byteLength > limits.rowBytes) throw rowTooLong(lineNo);
      yield decode(pending.length ? Buffer.concat([...pending, piece]) : piece, lineNo++);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    if (start < chunk.byteLength) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.byteLength - start;
      if (pendingBytes > limits.rowBytes) throw rowTooLong(lineNo);
    }
  }
  if (pendingBytes) yield decode(Buffer.concat(pending), lineNo);
}

/** Passes chunks through while hashing them and counting their bytes. */
export function hashing(content: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  let bytes = 0;
  return {
    chunks: (async function* () {
      for await (const chunk of content) {
        hash.update(chunk);
        bytes += chunk.byteLength;
        yield chunk;
      }
    })(),
    digest: () => hash.digest('hex'),
    bytes: () => bytes,
  };
}
