/** The embedded database refuses a second process on its folder, and survives a stale lock. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedPglite } from '../api/test-support/templates';
import { schools } from './schema/platform';

const root = () => mkdtempSync(path.join(os.tmpdir(), 'schola-lock-'));

test('a second process on the same PGlite folder stops with a clear message', async () => {
  const dir = root();
  const pgliteDir = path.join(dir, 'pglite');
  const handle = await migratedPglite(pgliteDir);
  try {
    const second = spawnSync('npx', ['tsx', 'scripts/seed.ts'], {
      env: { ...process.env, PGLITE_DIR: pgliteDir, DATA_DIR: dir, NODE_OPTIONS: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `The embedded database at ${pgliteDir} is already in use by another Schola process (pid ${process.pid}).`,
    );
    // The first process is untouched.
    expect(await handle.db.select().from(schools)).toEqual([]);
  } finally {
    await handle.close();
  }
});

test('a lock left by a process that no longer runs is taken over', async () => {
  const dir = root();
  const pgliteDir = path.join(dir, 'pglite');
  const lockFile = path.join(dir, 'pglite.lock');
  writeFileSync(lockFile, '999999');
  const handle = await migratedPglite(pgliteDir);
  try {
    // The lock is now this process's, and the database answers.
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    expect(await handle.db.select().from(schools)).toEqual([]);
  } finally {
    await handle.close();
  }
  // Closing gives the lock back.
  expect(existsSync(lockFile)).toBe(false);
});
