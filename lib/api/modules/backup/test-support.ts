/**
 * Helpers for the backup tests and the bench: make a backup and wait for it, download its
 * bytes, send an archive to restore, and read or rewrite an archive's entries.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as tar from 'tar-stream';
import { TEST_SESSION_SECRET, type TestApi } from '../../test-support/harness';
import { defined } from '../../../test-support/defined';
import type { IdOf } from '../../http/id-links';
import type { PlannedTable } from './plan';
import { idLookUp, mapInOrder, renumberingOf, renumberRow, type IdMaps } from './renumber';
import { signatureOf, signingKeyOf } from './signing';

/** The test deployment's signing key: an edit signed with it is the worst case (a leaked key). */
export const TEST_SIGNING_KEY = signingKeyOf({ sessionSecret: TEST_SESSION_SECRET });
/** Another deployment's key. */
export const FOREIGN_SIGNING_KEY = signingKeyOf({ sessionSecret: 'x'.repeat(32) });

/** `key`: sign the changed manifest with it; null: leave its signature as it was (now stale). */
type Signer = Buffer | null;

function sign(manifest: Record<string, unknown>, key: Signer) {
  if (!key) return;
  delete manifest.signature;
  manifest.signature = signatureOf(manifest, key);
}

export type As = { token: string; school: string };

export async function makeBackup(t: TestApi, as: As) {
  const started = await t.call('POST', '/api/backups', as);
  if (started.status !== 200)
    throw new Error(`backup: ${started.status} ${JSON.stringify(started.body)}`);
  const id = started.body.data.id as number;
  for (;;) {
    const res = await t.call('GET', `/api/backups/${id}`, as);
    if (res.body.data.status !== 'running') return res.body.data;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A finished backup of `as`'s school, downloaded: its archive's bytes. */
export async function backupBytes(t: TestApi, as: As) {
  const backup = await makeBackup(t, as);
  if (backup.status !== 'done') throw new Error(`backup ${backup.status}`);
  return (await download(t, as, backup.id)).bytes;
}

export async function download(t: TestApi, as: As, id: number) {
  const response = await t.api.request(`/api/backups/${id}/download`, {
    headers: {
      Authorization: `Bearer ${as.token}`,
      'X-Subdomain': as.school,
      'X-Is-Subdomain': 'true',
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

export function restoreForm(bytes: Uint8Array, confirm: string) {
  const form = new FormData();
  form.set(
    'file',
    new File([new Uint8Array(bytes)], 'backup.tar.gz', { type: 'application/gzip' }),
  );
  form.set('confirm', confirm);
  return form;
}

/** The provider restoring an archive as a new school (`name` left out: the archive's). */
export function restoreAsNewSchool(
  t: TestApi,
  as: { token?: string; school?: string },
  bytes: Uint8Array,
  subdomain: string,
  name?: string,
) {
  const form = restoreForm(bytes, '');
  form.delete('confirm');
  form.set('subdomain', subdomain);
  if (name !== undefined) form.set('name', name);
  return t.call('POST', '/api/provider/schools/restore', { ...as, body: form });
}

/** The code a school restoring itself is asked to type (its public identity carries it). */
export const schoolCode = async (t: TestApi, school: string) =>
  (await t.call('GET', `/api/schools/by-subdomain/${school}`)).body.data.school_code as string;

export const restore = async (t: TestApi, as: As, bytes: Uint8Array, confirm?: string) =>
  t.call('POST', '/api/backups/restore', {
    ...as,
    body: restoreForm(bytes, confirm ?? (await schoolCode(t, as.school))),
  });

/** The entries of an archive, in order (small archives only: tests). */
export async function entriesOf(bytes: Uint8Array) {
  const entries: { name: string; data: Buffer }[] = [];
  const extract = tar.extract();
  const done = pipeline(Readable.from([gunzipSync(bytes)]), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
  }
  await done;
  return entries;
}

export async function archiveOf(entries: { name: string; data: Buffer }[]) {
  const pack = tar.pack();
  for (const e of entries) pack.entry({ name: e.name }, e.data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  return new Uint8Array(gzipSync(Buffer.concat(chunks)));
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Rewrites the manifest, leaving every entry as it was, and signs it again with `key`. */
export async function withManifest(
  bytes: Uint8Array,
  change: (manifest: Record<string, unknown>) => void,
  key: Signer = TEST_SIGNING_KEY,
) {
  const entries = await entriesOf(bytes);
  const head = defined(entries[0], 'the manifest entry');
  const manifest = JSON.parse(head.data.toString());
  change(manifest);
  sign(manifest, key);
  head.data = Buffer.from(JSON.stringify(manifest));
  return archiveOf(entries);
}

/**
 * Rewrites one table's lines, keeping the manifest's count and checksum true to them, signed
 * again with `key` (by default the test deployment's own: an attacker who holds it).
 */
export async function withTable(
  bytes: Uint8Array,
  table: string,
  change: (lines: string[]) => string[],
  key: Signer = TEST_SIGNING_KEY,
) {
  const entries = await entriesOf(bytes);
  const head = defined(entries[0], 'the manifest entry');
  const manifest = JSON.parse(head.data.toString());
  const entry = entries.find((e) => e.name === `tables/${table}.ndjson`)!;
  const lines = change(entry.data.toString().split('\n').filter(Boolean));
  entry.data = Buffer.from(lines.map((l) => `${l}\n`).join(''));
  const listed = manifest.tables.find((t: { name: string }) => t.name === table);
  listed.rows = lines.length;
  listed.sha256 = sha256(entry.data);
  sign(manifest, key);
  head.data = Buffer.from(JSON.stringify(manifest));
  return archiveOf(entries);
}

/** The first 60% of an archive's bytes: cut off mid-stream. */
export const truncated = async (bytes: Uint8Array) =>
  bytes.slice(0, Math.floor(bytes.byteLength * 0.6));

/** One row of `table` moved to the end with another school's id (checksums kept true). */
export const withForeignRow = (bytes: Uint8Array, table = 'classes') =>
  withTable(bytes, table, (lines) => [
    ...lines.slice(1),
    defined(lines[0], 'a line of the table').replace(
      /"school_id":(\d+)\b/,
      (_, id) => `"school_id":${Number(id) + 1}`,
    ),
  ]);

export const withSchemaVersion = (bytes: Uint8Array, version: string) =>
  withManifest(bytes, (manifest) => {
    manifest.schema_version = version;
  });

/**
 * `bytes` as another deployment would have made it: every id and every link to it (foreign
 * keys and declared links, as the restore itself reads them) shifted by `offset`, the
 * permission catalogue numbered 1,000 further on, every row and the manifest in the school
 * `schoolId`, signed with that deployment's key.
 */
export async function fromAnotherDeployment(
  bytes: Uint8Array,
  planned: PlannedTable[],
  { offset, schoolId }: { offset: number; schoolId: number },
) {
  const entries = await entriesOf(bytes);
  const head = defined(entries[0], 'the manifest entry');
  const manifest = JSON.parse(head.data.toString());
  const from = manifest.school.id as number;
  const inArchive = new Set(planned.map((t) => t.name));
  const idOf: IdOf = (table, id) => {
    if (id === null || id === undefined) return null;
    if (table === 'schools') return Number(id) === from ? schoolId : null;
    if (table === 'permissions') return Number(id) + 1000;
    return inArchive.has(table) ? Number(id) + offset : null;
  };
  const renumbering = renumberingOf(planned);
  for (const entry of entries) {
    const table = /^tables\/(.+)\.ndjson$/.exec(entry.name)?.[1];
    const how = table && renumbering.get(table);
    if (!table || !how) continue;
    const lines = entry.data
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) =>
        JSON.stringify({ ...renumberRow(table, JSON.parse(line), how, idOf), school_id: schoolId }),
      );
    entry.data = Buffer.from(lines.map((l) => `${l}\n`).join(''));
    const listed = manifest.tables.find((t: { name: string }) => t.name === table);
    listed.sha256 = sha256(entry.data);
  }
  manifest.school.id = schoolId;
  manifest.permissions = Object.fromEntries(
    Object.entries(manifest.permissions as Record<string, string>).map(([id, name]) => [
      String(Number(id) + 1000),
      name,
    ]),
  );
  sign(manifest, FOREIGN_SIGNING_KEY);
  head.data = Buffer.from(JSON.stringify(manifest));
  return archiveOf(entries);
}

/**
 * Each table of an archive as its rows with every id and link replaced by the rank of the id
 * it names within its table (as the restore itself reads the links; the school's own id: 0)
 * and without school_id:
 * what two archives of the same content share, whatever their ids.
 */
export async function rowsByRank(bytes: Uint8Array, planned: PlannedTable[]) {
  const renumbering = renumberingOf(planned);
  const tables = new Map<string, Record<string, unknown>[]>();
  const entries = await entriesOf(bytes);
  const school = JSON.parse(defined(entries[0], 'the manifest entry').data.toString()).school.id;
  for (const entry of entries) {
    const table = /^tables\/(.+)\.ndjson$/.exec(entry.name)?.[1];
    if (table)
      tables.set(
        table,
        entry.data
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l)),
      );
  }
  const ranks: IdMaps = new Map();
  for (const [table, rows] of tables) {
    const column = renumbering.get(table)?.idColumn;
    if (!column) continue;
    const ids = rows.map((r) => Number(r[column]));
    ranks.set(
      table,
      mapInOrder(
        ids,
        ids.map((_, i) => i + 1),
      ),
    );
  }
  const ranked = idLookUp(ranks, { from: school, to: 0 });
  const idOf: IdOf = (table, id) => (table === 'permissions' ? Number(id) : ranked(table, id));
  const result: Record<string, string[]> = {};
  for (const [table, rows] of tables)
    result[table] = rows.map((row) => {
      const ranked = renumberRow(table, row, defined(renumbering.get(table), table), idOf);
      delete ranked.school_id;
      return JSON.stringify(ranked);
    });
  return result;
}
