/**
 * Writing and reading the archive's container (gzip over a POSIX tar, through tar-stream),
 * entry by entry and chunk by chunk: neither side ever holds a table in memory.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';

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

/** Why an archive is refused (truncated, altered, foreign...): the message says what. */
export class ArchiveRefused extends Error {}

/**
 * Calls `onEntry` for each entry of a .tar.gz held in `bytes`, in order, with its content as
 * chunks; a damaged or truncated archive throws ArchiveRefused.
 */
export async function readArchive(
  bytes: Uint8Array,
  onEntry: (name: string, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const feeding = pipeline(Readable.from([Buffer.from(bytes)]), createGunzip(), extract);
  feeding.catch(() => undefined);
  try {
    for await (const entry of extract) {
      await onEntry(entry.header.name, entry as AsyncIterable<Buffer>);
      entry.resume();
    }
    await feeding;
  } catch (error) {
    if (isDamage(error))
      throw new ArchiveRefused(
        'The archive is incomplete or damaged (it could not be read to its end): nothing was changed.',
      );
    throw error;
  } finally {
    extract.destroy();
  }
}

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

/** The lines of an entry (NDJSON), without their line feeds. */
export async function* linesOf(content: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of content) {
    const text = rest + decoder.decode(chunk, { stream: true });
    const lines = text.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield line;
  }
  rest += decoder.decode();
  if (rest) yield rest;
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
