/**
 * Making a school's archive: every planned table read from one snapshot a batch at a time
 * into a temporary NDJSON file (hashed and counted as it is written), then the manifest, the
 * tables and the school's stored files packed into the .tar.gz. Memory holds one batch of
 * rows and one chunk of a file at a time, whatever the school's size. The manifest is signed
 * with the deployment's key (signing.ts).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { archiveWriter } from './archive';
import {
  ARCHIVE_FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  fileEntry,
  tableEntry,
  type Manifest,
} from './manifest';
import type { PlannedTable } from './plan';
import { openSnapshot, snapshotIn, type TableQuery } from './snapshot-tables';
import { schoolFiles } from './school-files';
import { signatureOf } from './signing';

export type SchoolIdentity = { id: number; code: string; subdomain: string; name: string };

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** A table's rows of one school as JSON text, in primary-key order (stable, so hashable). */
export function tableQuery(table: PlannedTable, schoolId: number): TableQuery {
  const order = table.primaryKey.map((c) => `t."${c}"`).join(', ');
  return {
    rows: sql`select row_to_json(t)::text as r from ${ident(table.name)} t where t.school_id = ${schoolId} order by ${sql.raw(order)}`,
    count: sql`select count(*)::int as n from ${ident(table.name)} where school_id = ${schoolId}`,
  };
}

export type Progress = (rowsDone: number, rowsTotal: number) => Promise<void> | void;

export async function writeArchive(options: {
  db: Database;
  /** Read inside this transaction instead of a snapshot of its own (a restore's safety backup). */
  within?: Pick<Database, 'execute'>;
  storageDir: string;
  school: SchoolIdentity;
  tables: PlannedTable[];
  schemaVersion: string;
  target: string;
  /** The deployment's backup-signing key (signingKeyOf). */
  signingKey: Buffer;
  onProgress?: Progress;
}): Promise<Manifest> {
  const { db, school, tables } = options;
  const work = await mkdtemp(path.join(os.tmpdir(), 'schola-backup-'));
  try {
    const queries = tables.map((t) => tableQuery(t, school.id));
    const snapshot = options.within
      ? await snapshotIn(options.within, queries)
      : await openSnapshot(db, queries);
    const total = snapshot.counts.reduce((a, b) => a + b, 0);
    const manifestTables: Manifest['tables'] = [];
    let done = 0;
    try {
      await options.onProgress?.(0, total);
      for (const [i, table] of tables.entries()) {
        const hash = createHash('sha256');
        const out = createWriteStream(path.join(work, `${table.name}.ndjson`));
        let rows = 0;
        for await (const batch of snapshot.batches(i)) {
          const text = batch.join('\n') + '\n';
          hash.update(text);
          rows += batch.length;
          if (!out.write(text)) await once(out, 'drain');
          done += batch.length;
          await options.onProgress?.(done, total);
        }
        out.end();
        await once(out, 'close');
        manifestTables.push({ name: table.name, rows, sha256: hash.digest('hex') });
      }
    } finally {
      await snapshot.close();
    }
    const files = await schoolFiles(options.storageDir, school.id);
    const unsigned: Manifest = {
      format: ARCHIVE_FORMAT,
      format_version: FORMAT_VERSION,
      schema_version: options.schemaVersion,
      created_at: new Date().toISOString(),
      school,
      tables: manifestTables,
      files: await Promise.all(
        files.map(async (f) => ({ name: f.name, ...(await digestOf(f.path)) })),
      ),
      permissions: await permissionNames(options.within ?? db),
    };
    const manifest = { ...unsigned, signature: signatureOf(unsigned, options.signingKey) };
    const archive = archiveWriter(options.target);
    await archive.addBytes(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    for (const table of tables)
      await archive.addFile(tableEntry(table.name), path.join(work, `${table.name}.ndjson`));
    for (const file of files) await archive.addFile(fileEntry(file.name), file.path);
    await archive.finish();
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The permission catalogue, id → name (manifest.ts says why). */
async function permissionNames(db: Pick<Database, 'execute'>) {
  const result = (await db.execute(sql`select id::text as id, name from permissions`)) as {
    rows: { id: string; name: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.id, r.name]));
}

async function digestOf(file: string) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).byteLength;
  }
  return { bytes, sha256: hash.digest('hex') };
}
