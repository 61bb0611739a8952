/**
 * Reading an archive is linear and bounded (archive.ts, limits.ts), restores take turns
 * (restore-locks.ts), and a signature covers the manifest's content however it is written
 * (signing.ts).
 */
import { ArchiveRefused, linesOf, readArchive } from './archive';
import { CHECKED_ALREADY, formatBytes } from './limits';
import { RestoreLocks } from './restore-locks';
import { isSignedBy, signatureOf, signingKeyOf } from './signing';
import { archiveOf } from './test-support';

async function* chunksOf(text: Buffer, size = 64 * 1024) {
  for (let i = 0; i < text.byteLength; i += size) yield text.subarray(i, i + size);
}

const all = async (lines: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const line of lines) out.push(line);
  return out;
};

describe('linesOf', () => {
  test('splits lines across chunks, multi-byte characters included', async () => {
    const text = Buffer.from('{"a":"é"}\n{"b":"日本"}\n\nlast');
    expect(await all(linesOf(chunksOf(text, 3), 'x', CHECKED_ALREADY))).toEqual([
      '{"a":"é"}',
      '{"b":"日本"}',
      '',
      'last',
    ]);
  });

  test('a 32 MB line is read in linear time (it took minutes when each chunk re-split the rest)', async () => {
    const line = Buffer.alloc(32 * 1024 * 1024, 'a');
    const started = performance.now();
    const [read] = await all(linesOf(chunksOf(line), 'x', CHECKED_ALREADY));
    const ms = performance.now() - started;
    console.log(`32 MB on one line, in 64 KB chunks: ${ms.toFixed(0)} ms`);
    expect(read?.length).toBe(line.byteLength);
    expect(ms).toBeLessThan(5000); // generous: ~100 ms on a quiet machine
  });

  test.each([
    [
      'a row',
      { rowBytes: 10, tableBytes: 1000 },
      'abc\n0123456789A\n',
      /students has a row longer than 10 bytes \(line 2\)/,
    ],
    [
      'a table',
      { rowBytes: 100, tableBytes: 20 },
      'abc\n'.repeat(6),
      /students holds more than 20 bytes/,
    ],
    ['bytes that are not UTF-8', CHECKED_ALREADY, 'ok\n\xff\n', /not UTF-8 text \(line 2\)/],
  ])('refuses %s over its limit, naming the table and line', async (_, limits, text, message) => {
    const bytes = Buffer.from(text, text.includes('\xff') ? 'latin1' : 'utf8');
    await expect(all(linesOf(chunksOf(bytes, 4), 'students', limits))).rejects.toThrow(message);
  });
});

test('an archive larger than the cap once decompressed is refused as the bytes come out', async () => {
  const bytes = await archiveOf([{ name: 'a', data: Buffer.alloc(4 * 1024 * 1024) }]);
  let read = 0;
  const reading = readArchive(
    bytes,
    async (_, content) => {
      for await (const chunk of content) read += chunk.byteLength;
    },
    { totalBytes: 1024 * 1024 },
  );
  await expect(reading).rejects.toThrow(ArchiveRefused);
  await expect(reading).rejects.toThrow(/more than 1 MB once decompressed/);
  expect(read).toBeLessThanOrEqual(1024 * 1024);
});

test('limits print as a reader says them', () => {
  expect([formatBytes(2 * 1024 ** 3), formatBytes(8 * 1024 ** 2), formatBytes(512 * 1024)]).toEqual(
    ['2 GB', '8 MB', '512 KB'],
  );
});

describe('restore places', () => {
  test('one per school (409), a cap over all (503 with Retry-After), given back on release', () => {
    const locks = new RestoreLocks();
    const first = locks.take('school 1', 2);
    expect(() => locks.take('school 1', 2)).toThrow(
      expect.objectContaining({ status: 409 }) as unknown as Error,
    );
    const second = locks.take('school 2', 2);
    let busy: unknown;
    try {
      locks.take('school 3', 2);
    } catch (error) {
      busy = error;
    }
    expect(busy).toMatchObject({ status: 503, headers: { 'Retry-After': '30' } });
    first();
    first(); // twice is harmless
    expect(locks.running).toBe(1);
    locks.take('school 3', 2)();
    second();
    expect(locks.running).toBe(0);
  });
});

describe('signing', () => {
  const key = signingKeyOf({ sessionSecret: 's'.repeat(32) });
  const manifest = { format: 'schola-backup', tables: [{ name: 'a', rows: 1 }], school: { id: 1 } };

  test('covers the content whatever the key order; any change or another key fails', () => {
    const signed = { ...manifest, signature: signatureOf(manifest, key) };
    const reordered = {
      school: { id: 1 },
      tables: [{ rows: 1, name: 'a' }],
      format: 'schola-backup',
    };
    expect(isSignedBy({ ...reordered, signature: signed.signature }, key)).toBe(true);
    expect(isSignedBy({ ...signed, school: { id: 2 } }, key)).toBe(false);
    expect(isSignedBy(signed, signingKeyOf({ sessionSecret: 't'.repeat(32) }))).toBe(false);
    expect(isSignedBy(manifest, key)).toBe(false);
  });

  test('BACKUP_SIGNING_SECRET, when set, is the key; the session secret otherwise', () => {
    const own = signingKeyOf({
      sessionSecret: 's'.repeat(32),
      backupSigningSecret: 'b'.repeat(32),
    });
    expect(own.equals(key)).toBe(false);
    expect(own.equals(signingKeyOf({ backupSigningSecret: 'b'.repeat(32) }))).toBe(true);
    expect(() => signingKeyOf({})).toThrow(/SESSION_SECRET/);
  });
});
