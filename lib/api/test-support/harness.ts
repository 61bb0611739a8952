/**
 * The API on a fresh database for one test file: in-memory PGlite by default, or a new
 * throw-away database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the same
 * suite both ways). Demo data is loaded, and helpers sign in and call routes in-process.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DEMO_PASSWORD, seedDemo } from '../seed';
import { createApi, type Api } from '../app';
import { BulkLane } from '../../db/bulk-lane';
import { settleBackupJobs } from '../modules/backup';
import { vouchForAddress } from '../http/client-address';
import { setJobsDatabase } from '../../jobs';
import { clonePglite, clonePostgres, templatesDir, type SeedMode } from './templates';

export const APP_HOST = 'schola.test';
/** The secret by which the test "BFF" vouches for client addresses (the `address` option). */
export const TEST_SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';

export type TestApi = {
  api: Api;
  handle: DatabaseHandle;
  /** The throw-away PostgreSQL database's URL, when running on PostgreSQL. */
  databaseUrl?: string;
  storageDir: string;
  /** Calls the API as a browser on `school`'s subdomain would (through the BFF) with an optional token. */
  call: (method: string, path: string, options?: CallOptions) => Promise<TestResponse>;
  login: (email: string, password?: string, school?: string) => Promise<string>;
  close: () => Promise<void>;
};

export type CallOptions = {
  token?: string;
  school?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The browser's address, as the BFF vouches for it. */
  address?: string;
};
export type TestResponse = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any response body by path, as JSON

/** A new, empty database on the PostgreSQL server at `adminUrl`, and how to drop it. */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const { Client } = await import('pg');
  const name = `schola_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * The file's database with `seed` applied, and its storage files: a copy of the run's template
 * (templates.ts), or built here when Jest's global setup made no template directory.
 */
async function testDatabase(
  seed: SeedMode,
  storageDir: string,
): Promise<{ handle: DatabaseHandle; pg?: { url: string; drop: () => Promise<void> } }> {
  const pgAdmin = process.env.TEST_DATABASE_URL;
  const dir = templatesDir();
  if (dir && pgAdmin) {
    const { handle, ...pg } = await clonePostgres(
      dir,
      seed,
      storageDir,
      pgAdmin,
      process.env.TEST_DIRECT_DATABASE_URL ?? pgAdmin,
    );
    return { handle, pg };
  }
  if (dir) return { handle: await clonePglite(dir, seed, storageDir) };
  const pg = pgAdmin ? await freshPostgres(pgAdmin) : undefined;
  const handle = await openDatabase(pg ? { url: pg.url } : { pgliteDir: 'memory://' });
  if (seed !== false) await seedDemo(handle.db, storageDir, { life: seed === 'life' });
  return { handle, pg };
}

/**
 * `seed`: the demo schools' structure (default: classes, accounts, fee types the tests build
 * on), `'life'` for the whole demo (hundreds of students, families, inquiries), or false.
 */
/**
 * `languages: 'as seeded'` leaves each signed-in user's language as it is; by default a user
 * who has chosen none chooses English when signing in (as the e2e helper does), so that tests
 * of Hillcrest, whose default is Arabic, read the English messages they assert.
 */
export async function startTestApi(
  options: { seed?: SeedMode; languages?: 'english' | 'as seeded' } = {},
): Promise<TestApi> {
  const seed = options.seed ?? true;
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'schola-storage-'));
  const { handle, pg } = await testDatabase(seed, storageDir);
  setJobsDatabase(handle); // drainJobs() runs the jobs this test's requests enqueue
  // Exports go through a bulk lane as in the app (never resting: no gate counts others here).
  const lane = new BulkLane(() => false, 1);
  const api = createApi({
    database: async () => handle.db,
    bulk: (work, school) => lane.step(work, { school }),
    report: (work, school) => lane.step(work, { school }),
    config: {
      appHost: APP_HOST,
      tokenTtlHours: 24,
      storageDir,
      sessionSecret: TEST_SESSION_SECRET,
    },
  });

  const call: TestApi['call'] = async (
    method,
    urlPath,
    { token, school, body, headers = {}, address } = {},
  ) => {
    const h = new Headers(headers);
    if (address)
      for (const [name, value] of Object.entries(vouchForAddress(TEST_SESSION_SECRET, address)))
        h.set(name, value);
    if (token) h.set('Authorization', `Bearer ${token}`);
    if (school) {
      h.set('X-Subdomain', school);
      h.set('X-Is-Subdomain', 'true');
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      if (!h.has('content-type')) h.set('Content-Type', 'application/json');
    }
    const response = await api.request(urlPath, { method, headers: h, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const login: TestApi['login'] = async (email, password = DEMO_PASSWORD, school) => {
    const subdomain = school ?? email.split('@')[1]?.split('.')[0];
    const res = await call('POST', '/api/login', { school: subdomain, body: { email, password } });
    if (res.status !== 200)
      throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    const { user, school_code: code } = res.body.data;
    if (options.languages !== 'as seeded' && code)
      // Straight to the table: an API call would add an audit entry tests count.
      await handle.db.execute(sql`update users set locale = 'en' where id = ${user.id}
        and locale is null and school_id = (select id from schools where code = ${code})`);
    return res.body.data.token as string;
  };

  return {
    api,
    handle,
    databaseUrl: pg?.url,
    storageDir,
    call,
    login,
    close: async () => {
      await settleBackupJobs(); // a backup exporting in the background still reads the database
      await handle.close();
      await pg?.drop();
    },
  };
}

/** A unique suffix for names created by a test, so tests never depend on each other. */
export function unique(prefix = 'x'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}
