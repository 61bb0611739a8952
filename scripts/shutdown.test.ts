/**
 * A normal stop closes the embedded database: `npm run api` stopped with SIGTERM (or SIGINT)
 * leaves no lock and no postmaster.pid, and the next start on the same folder succeeds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedPglite } from '../lib/api/test-support/templates';
import { lockFileOf } from '../lib/db/directory-lock';

const PORT = Number(process.env.SHUTDOWN_TEST_PORT ?? 4061);

/** Servers still running if a test fails half-way; stopped after each test. */
const running = new Set<ChildProcess>();
afterEach(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  running.clear();
});

/** Starts `npm run api`'s script; resolves once it listens, with a stop function. */
async function startApi(dataDir: string) {
  // As `npm run api` runs it: one process (tsx as a loader, not tsx's relaying parent).
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      API_PORT: String(PORT),
      SEED_DEMO: 'never',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Schola API listening')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`the API exited before listening:\n${output}`)));
  });
  running.add(child);
  const res = await fetch(`http://127.0.0.1:${PORT}/api/system/data`);
  expect(res.status).toBe(200);
  return {
    stop: async (signal: NodeJS.Signals) => {
      child.kill(signal);
      return exited;
    },
  };
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  '%s closes the database and removes the lock; the next start succeeds',
  async (signal) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'schola-shutdown-'));
    const pgliteDir = path.join(dataDir, 'pglite');
    // A migrated folder to start on (a copy of the run's template): what is tested is the stop.
    await (await migratedPglite(pgliteDir)).close();
    const first = await startApi(dataDir);
    expect(existsSync(lockFileOf(pgliteDir))).toBe(true);
    await first.stop(signal);
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false);
    expect(existsSync(path.join(pgliteDir, 'postmaster.pid'))).toBe(false);

    const second = await startApi(dataDir);
    await second.stop('SIGTERM');
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false);
  },
);
