/**
 * Test databases cloned from templates: migrating and seeding a database takes seconds, and
 * every API test file needs one. The first worker of a Jest run that needs a seed mode builds
 * its template once (a lock file stops a second worker building the same one; it waits for
 * the first), and each file's database is a copy: a PGlite data-directory dump loaded into a
 * new in-memory PGlite, or `create database … template …` on PostgreSQL. The files the seed
 * wrote are copied from the template's storage directory into the file's own.
 *
 * The templates live in a directory made fresh for each Jest run by lib/test-support/
 * jest-global-setup.ts (SCHOLA_TEST_TEMPLATES), and removed with its PostgreSQL templates by
 * jest-global-teardown.ts: a changed migration or seed can never meet a stale template. The
 * template's key holds the UTC date too, since the seed writes rows relative to today.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { seedDemo } from '../seed';

export type SeedMode = boolean | 'life';

/** Set by the Jest global setup: this run's template directory. */
const TEMPLATES_ENV = 'SCHOLA_TEST_TEMPLATES';
/** PostgreSQL templates of a run are named `${TEMPLATE_PREFIX}<run>_…` (teardown drops them). */
export const TEMPLATE_PREFIX = 'schola_tpl_';
/** How long a worker waits for another to finish building a template before giving up. */
const BUILD_WAIT_MS = 10 * 60_000;

/** This run's template directory, or undefined outside a Jest run made by jest.config.js. */
export const templatesDir = (): string | undefined => process.env[TEMPLATES_ENV];

/** The run's id in database names: the directory's random suffix (jest-global-setup.ts). */
export const runId = (dir: string) => path.basename(dir).replace(/^.*-/, '');

const modeName = (seed: SeedMode) => (seed === 'life' ? 'life' : seed ? 'structure' : 'none');
const templateKey = (engine: string, seed: SeedMode) =>
  `${engine}_${modeName(seed)}_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}`;

/**
 * Builds the template `key` unless it is built (`done` exists), once across workers: the
 * first to create the lock file builds, the others wait for `done` to appear.
 */
async function once(dir: string, key: string, done: string, build: () => Promise<void>) {
  if (existsSync(done)) return;
  let lock: number | undefined;
  try {
    lock = openSync(path.join(dir, `${key}.lock`), 'wx');
  } catch {
    // Another worker builds it.
  }
  const failed = path.join(dir, `${key}.failed`);
  if (lock !== undefined) {
    closeSync(lock);
    try {
      await build();
    } catch (error) {
      writeFileSync(failed, String(error)); // the waiting workers fail at once, not in 10 minutes
      throw error;
    }
    return;
  }
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(done)) {
    if (existsSync(failed))
      throw new Error(`building the test database template ${key} failed in another worker`);
    if (Date.now() > deadline)
      throw new Error(`the test database template ${key} was not built within 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The storage files the seed wrote, copied into this file's own storage directory. */
const copyStorage = (from: string, to: string) => cpSync(from, to, { recursive: true });

/** This worker's copy of each PGlite template dump, read once. */
const pgliteDumps = new Map<string, Blob>();

/**
 * A new PGlite database holding what a freshly seeded one holds: in memory, or in `pgliteDir`
 * (a folder, as the app keeps it: the template's files are written there, under its lock).
 */
export async function clonePglite(
  dir: string,
  seed: SeedMode,
  storageDir: string,
  pgliteDir = 'memory://',
): Promise<DatabaseHandle> {
  const key = templateKey('pglite', seed);
  const dumpFile = path.join(dir, `${key}.tar`);
  const templateStorage = path.join(dir, `${key}.storage`);
  await once(dir, key, dumpFile, async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    try {
      if (seed !== false) await seedDemo(handle.db, templateStorage, { life: seed === 'life' });
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      // Written whole under another name, then renamed: waiting workers never read half.
      await writeFile(`${dumpFile}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${dumpFile}.part`, dumpFile);
    } finally {
      await handle.close();
    }
  });
  let dump = pgliteDumps.get(key);
  if (!dump) {
    dump = new Blob([readFileSync(dumpFile)]);
    pgliteDumps.set(key, dump);
  }
  if (existsSync(templateStorage)) copyStorage(templateStorage, storageDir);
  return openDatabase({ pgliteDir, pgliteDump: dump, copyOfMigrated: true });
}

/** `url` with another database name. */
const onDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function adminQuery(adminUrl: string, statement: string) {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the server at `adminUrl` copied from the run's template for `seed`, and
 * how to drop it. `directUrl` reaches the same server without a pooler: the template is built
 * and copied over it (a pooler would keep connections to the template open, and PostgreSQL
 * copies only a database no one is connected to).
 */
export async function clonePostgres(
  dir: string,
  seed: SeedMode,
  storageDir: string,
  adminUrl: string,
  directUrl: string,
): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const key = templateKey('pg', seed);
  const template = `${TEMPLATE_PREFIX}${runId(dir)}_${key}`;
  const done = path.join(dir, `${key}.ready`);
  const templateStorage = path.join(dir, `${key}.storage`);
  await once(dir, key, done, async () => {
    await adminQuery(directUrl, `create database ${template}`);
    const handle = await openDatabase({ url: onDatabase(directUrl, template) });
    try {
      if (seed !== false) await seedDemo(handle.db, templateStorage, { life: seed === 'life' });
    } finally {
      await handle.close();
    }
    // Through a pooler (no direct URL given), the pooler may keep server connections to it.
    await adminQuery(
      directUrl,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}'`,
    );
    await writeFile(done, '');
  });
  const name = `schola_test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files as they are (the default since PostgreSQL 15 writes
  // every page through the WAL, slower for a throw-away copy).
  await adminQuery(directUrl, `create database ${name} template ${template} strategy file_copy`);
  if (existsSync(templateStorage)) copyStorage(templateStorage, storageDir);
  const url = onDatabase(adminUrl, name);
  const handle = await openDatabase({ url, copyOfMigrated: true });
  return {
    handle,
    url,
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A migrated, empty PGlite database, in memory or in the folder `pgliteDir` (opened as the app
 * opens one, its lock taken). In a Jest run it is a copy of the run's template: creating a
 * cluster and migrating it costs 5 s in memory and 20–40 s in a folder, which tests of the
 * folder's lock, of readiness or of a worker's shutdown do not need to spend. Elsewhere it is
 * migrated.
 */
export async function migratedPglite(pgliteDir = 'memory://'): Promise<DatabaseHandle> {
  const dir = templatesDir();
  if (!dir) return openDatabase({ pgliteDir });
  return clonePglite(dir, false, mkdtempSync(path.join(os.tmpdir(), 'schola-storage-')), pgliteDir);
}
