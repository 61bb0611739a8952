/**
 * Health that tells the truth: /api/health says the process runs, /api/ready says the database
 * answers. While another live process holds the embedded database's lock, the process still
 * lives (health 200) but is not ready (503 with a reason); on a database that opens, ready.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { lockFileOf, processStartTime } from '../db/directory-lock';
import { createApi } from './app';
import { startTestApi } from './test-support/harness';

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'schola-ready-')), 'pglite');

/** The API as lib/server/runtime.ts builds it: the database opened on first use. */
function apiOn(database: () => Promise<Database>) {
  return createApi({
    database,
    config: { appHost: 'schola.test', tokenTtlHours: 24, storageDir: os.tmpdir() },
  });
}

async function get(api: ReturnType<typeof apiOn>, urlPath: string) {
  const res = await api.request(urlPath);
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}

let holder: ChildProcess;
beforeAll(() => {
  // Another live process, recorded in the lock as its owner (pid and start time).
  holder = spawn('sleep', ['300'], { stdio: 'ignore' });
});
afterAll(() => {
  holder.kill();
});

test('another live process holds the database lock: alive, but not ready (503 with a reason)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const dir = folder();
  const pid = holder.pid as number;
  writeFileSync(lockFileOf(dir), JSON.stringify({ pid, started: processStartTime(pid) }));
  const api = apiOn(async () => (await openDatabase({ pgliteDir: dir })).db);

  expect((await get(api, '/api/health')).status).toBe(200);
  const ready = await get(api, '/api/ready');
  expect(ready.status).toBe(503);
  expect(ready.retryAfter).toBe('5');
  expect(ready.body).toEqual({
    error: true,
    reason: 'database-unavailable',
    message: 'The database cannot be opened or reached.',
  });
  // The details go to the server's log, not to the caller.
  expect(console.warn).toHaveBeenCalledWith(expect.stringContaining(`pid ${pid}`));
});

test('a database that answers (PGlite, or PostgreSQL under TEST_DATABASE_URL): ready (200)', async () => {
  const t = await startTestApi({ seed: false });
  try {
    const ready = await t.call('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ status: 'ready', took_ms: expect.any(Number) });
  } finally {
    await t.close();
  }
});

test('a PostgreSQL server that cannot be reached: not ready', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const api = apiOn(async () => (await openDatabase({ url: 'postgres://127.0.0.1:1/none' })).db);
  const ready = await get(api, '/api/ready');
  expect(ready.status).toBe(503);
  expect(ready.body.reason).toBe('database-unavailable');
});

test('a database that does not answer within the second: not ready', async () => {
  const api = apiOn(() => new Promise<Database>(() => {}));
  const ready = await get(api, '/api/ready');
  expect(ready.status).toBe(503);
  expect(ready.body.reason).toBe('database-slow');
});
