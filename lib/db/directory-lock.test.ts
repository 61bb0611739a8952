/**
 * The embedded database's lock: taken atomically, and a lock naming a process that runs but
 * is not its owner (the pid was reused) is recognised as stale, so the next start succeeds;
 * the lock of the live owner still stops a second process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migratedPglite } from '../api/test-support/templates';
import { LockHeldError, lockFileOf, processStartTime, takeDirectoryLock } from './directory-lock';

const folder = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'schola-lock-')), 'pglite');

let unrelated: ChildProcess;
beforeAll(() => {
  // A live process that is not Schola: what a reused pid points at.
  unrelated = spawn('sleep', ['300'], { stdio: 'ignore' });
});
afterAll(() => {
  unrelated.kill();
});

test('the lock records the pid and the start time of its process, and goes on release', () => {
  const dir = folder();
  const release = takeDirectoryLock(dir);
  const lock = JSON.parse(readFileSync(lockFileOf(dir), 'utf8'));
  expect(lock).toEqual({ pid: process.pid, started: processStartTime(process.pid) });
  expect(lock.started).toEqual(expect.any(String));
  release();
  expect(existsSync(lockFileOf(dir))).toBe(false);
});

test('a lock naming a live but unrelated process (pid reused) is stale: the database opens', async () => {
  const dir = folder();
  const pid = unrelated.pid as number;
  // Written by a Schola process that had this pid before: another start time.
  writeFileSync(lockFileOf(dir), JSON.stringify({ pid, started: 'a-process-long-gone:12345' }));
  const handle = await migratedPglite(dir);
  expect(JSON.parse(readFileSync(lockFileOf(dir), 'utf8')).pid).toBe(process.pid);
  await handle.close();
  expect(existsSync(lockFileOf(dir))).toBe(false);
});

test('an old pid-only lock older than the live process with that pid is stale', () => {
  const dir = folder();
  const lockFile = lockFileOf(dir);
  writeFileSync(lockFile, String(unrelated.pid));
  const lastYear = new Date(Date.now() - 365 * 24 * 3600 * 1000);
  utimesSync(lockFile, lastYear, lastYear);
  takeDirectoryLock(dir)();
});

test('the lock of a live owner (same pid, same start time) stops a second taker', () => {
  const dir = folder();
  const pid = unrelated.pid as number;
  writeFileSync(lockFileOf(dir), JSON.stringify({ pid, started: processStartTime(pid) }));
  expect(() => takeDirectoryLock(dir)).toThrow(LockHeldError);
  expect(() => takeDirectoryLock(dir)).toThrow(
    `The embedded database at ${dir} is already in use by another Schola process (pid ${pid}).`,
  );
});

test('a lock whose process no longer runs is taken over', () => {
  const dir = folder();
  writeFileSync(lockFileOf(dir), JSON.stringify({ pid: 999_999_9, started: 'x' }));
  takeDirectoryLock(dir)();
});
