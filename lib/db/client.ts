/**
 * The database connection: embedded PGlite by default, a PostgreSQL pool when DATABASE_URL
 * is set. Both give the same Drizzle API, have the committed migrations applied on open, and
 * hold the reference data (permission catalogue, months).
 *
 * PGlite is one connection inside this process with no lock of its own on its directory, so
 * we keep exactly one instance per process (on globalThis: Next.js may load this module in
 * several bundles) and take a lock file (directory-lock.ts) that stops a second process with
 * a clear message. Each handle carries the admission gate that bounds how many requests use
 * it at once and how many may wait (admission.ts).
 */
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// The drivers are imported statically, as the schema is: a dynamic import() of them loaded
// Drizzle's ES-module copy beside the CommonJS one the schema uses under tsx and Jest, so
// every column failed `instanceof` and Drizzle walked prototype chains for each field of
// each row (a tenth of a list request's CPU on PostgreSQL, a fifth of a searched page's time
// on PGlite). Both drivers load their engine's module (pg, PGlite's JavaScript) with them;
// PGlite's WebAssembly starts only when a PGlite database is opened.
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { syncReferenceData } from './reference-data';
import { AdmissionGate, type AdmissionLimits } from './admission';
import { takeDirectoryLock } from './directory-lock';
import { clientClass, statementMode } from './statements';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: query functions accept either. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where it lives, without credentials, for logs. */
  location: string;
  /** Requests pass through it before using the database (see admission.ts). */
  admission: AdmissionGate;
  close(): Promise<void>;
};

/**
 * What the server promises under overload: every answer — a result or a 503 — within about
 * 2 s. The gate keeps 1 s of it (a waiter waits at most that minus recent run time, and
 * never over 0.7 s); the rest is the event loop reading, running and writing the answer —
 * with 1.5 s and 1 s the slowest answers of `npm run bench:load` took 2.3–2.6 s.
 */
export const ANSWER_WITHIN_MS = 1000;

/**
 * PGlite runs one query at a time on the main thread: two requests at once keep it busy.
 * PostgreSQL's pool has 10 connections, and so 10 places: with 20, admitted requests waited
 * inside the pool for a connection, beyond the gate's time budget (slowest answer 2.3 s under
 * load, against 0.9 s with 10). The queues are long on purpose: a waiting request
 * costs nothing, while one refused at once is asked again at once by an impatient client,
 * and answering those refusals took the CPU from the requests let in (a load test at 200
 * connections got 2 % of them served). Waiting is bounded by time instead (above).
 * Admissions come in turns of 10 ms (admission.ts): short, so that the loop goes round often
 * — Node accepts one new connection per time round the loop — and, with the clients waiting
 * rather than asking again, each time round has little else to do, so the database still
 * gets most of the CPU.
 */
/** Exports hold at most this share of the time while anyone else is served (bulk-lane.ts). */
const BULK_SHARE = 0.2;

export const ADMISSION_LIMITS: Record<DatabaseHandle['kind'], AdmissionLimits> = {
  pglite: {
    concurrency: 2,
    queueLimit: 256,
    maxWaitMs: 700,
    answerWithinMs: ANSWER_WITHIN_MS,
    turnMs: 10,
    bulkShare: BULK_SHARE,
  },
  // A school may hold at most 4 of the 10 places and 250 of the 1,000 waiting: a large
  // school's burst waits behind itself, not in front of every other school.
  postgres: {
    concurrency: 10,
    queueLimit: 1000,
    maxWaitMs: 700,
    answerWithinMs: ANSWER_WITHIN_MS,
    turnMs: 10,
    perSchool: { running: 4, waiting: 250 },
    bulkShare: BULK_SHARE,
  },
};

export type OpenOptions = {
  /** A postgres:// URL; when absent PGlite is used. */
  url?: string;
  /**
   * Where migrations run when `url` goes through a pooler in transaction mode (PgBouncer):
   * a direct connection to the same database. Unset, they run over `url`.
   */
  migrationUrl?: string;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  pgliteDir?: string;
  /**
   * PGlite only: start from this dump of a data directory (`dumpDataDir()`), as the tests
   * clone each file's database from a template (lib/api/test-support/templates.ts).
   */
  pgliteDump?: Blob;
  /**
   * The database is a copy of one this code has migrated and synced (a test template): skip
   * both, since syncing again would draw from the sequences a fresh database has not used.
   */
  copyOfMigrated?: boolean;
  migrationsDir?: string;
};

export const MIGRATIONS_DIR = path.join(process.cwd(), 'drizzle');

/** The options the configuration gives (lib/config/env.ts): DATABASE_URL and friends. */
export const databaseOptions = (cfg: {
  databaseUrl?: string;
  migrationDatabaseUrl?: string;
  pgliteDir: string;
}): OpenOptions => ({
  url: cfg.databaseUrl,
  migrationUrl: cfg.migrationDatabaseUrl,
  pgliteDir: cfg.pgliteDir,
});

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url)
    : await openPglite(options.pgliteDir ?? 'memory://', options.pgliteDump);
  if (options.copyOfMigrated) return handle;
  try {
    const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
    if (options.url && options.migrationUrl) {
      const direct = await openPostgres(options.migrationUrl);
      try {
        await applyMigrations(direct, migrationsDir);
      } finally {
        await direct.close();
      }
    } else await applyMigrations(handle, migrationsDir);
    await syncReferenceData(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPglite(dir: string, dump?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const releaseLock = dir.startsWith('memory://') ? () => {} : takeDirectoryLock(dir);
  let client;
  try {
    client = new PGlite(dir, dump ? { loadDataDir: dump } : {});
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dir,
    admission: new AdmissionGate(ADMISSION_LIMITS.pglite),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool, Client } = await import('pg');
  // Named prepared statements unless the URL says they do not survive (statements.ts).
  const { connectionString, named } = statementMode(url);
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    Client: clientClass(Client, named),
  });
  // An idle client losing its connection (a database restart) must not crash the process:
  // the pool drops it and the next request gets a fresh connection or a 503.
  pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  const location = new URL(connectionString);
  location.password = '';
  location.username = '';
  return {
    db,
    kind: 'postgres',
    location: location.toString(),
    admission: new AdmissionGate(ADMISSION_LIMITS.postgres),
    close: () => pool.end(),
  };
}

async function applyMigrations(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  // Several processes may start at once against one server: serialise the migration run.
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
    await migrate(tx as never, { migrationsFolder });
  });
}
