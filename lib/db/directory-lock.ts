/**
 * The lock file that keeps a second process off an embedded database folder (PGlite has no
 * lock of its own; two processes on one folder corrupt it silently).
 *
 * Taken atomically: the lock's content is written to a private file first and then linked
 * into place, which fails if a lock already exists, so the lock never appears half written.
 * It records the holder's pid and the start time of that process, because pids are reused:
 * a lock is held only while a process with that pid AND that start time runs. A stale lock
 * is replaced under a short-lived takeover file, so two processes cannot both take it over.
 */
import { execFileSync } from 'node:child_process';
import {
  linkSync,
  mkdirSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export type LockOwner = { pid: number; started: string | null };

/** A takeover file older than this belongs to a process that died mid-takeover. */
const TAKEOVER_STALE_MS = 10_000;

/**
 * When process `pid` started, as an opaque string that differs between two processes that
 * had the same pid; null when it is not running or cannot be told.
 */
export function processStartTime(pid: number): string | null {
  try {
    // Linux: field 22 of /proc/PID/stat (clock ticks since boot), with the boot's id so a
    // reboot cannot make two processes look alike. The name field may hold spaces: split
    // after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${bootId}:${fields[19]}`;
  } catch {
    if (process.platform === 'linux') return null;
  }
  try {
    // macOS and other Unixes: ps prints the start time to the second.
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' });
    return out.trim() || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads a lock; an older lock holding just a pid is read with an unknown start time. */
export function readLockOwner(lockFile: string): LockOwner | null {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), started: null };
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number') return { pid: parsed.pid, started: parsed.started ?? null };
  } catch {
    // unreadable: treated as stale below
  }
  return null;
}

/**
 * Whether the lock's owner still runs. A lock without a start time (written by an older
 * version) is held only if its pid runs a process that started before the lock was written.
 */
export function ownerIsRunning(owner: LockOwner, lockFile: string): boolean {
  if (!isAlive(owner.pid)) return false;
  const started = processStartTime(owner.pid);
  if (owner.started !== null) return started === null || started === owner.started;
  return !startedAfter(owner.pid, statSync(lockFile).mtimeMs);
}

/** Linux only: did process `pid` start after `timeMs`? (Then it cannot have written the lock.) */
function startedAfter(pid: number, timeMs: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootSeconds = Number(/btime (\d+)/.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    // USER_HZ is 100 on every Linux that runs Node.
    return (bootSeconds + ticks / 100) * 1000 > timeMs + 1000;
  } catch {
    return false;
  }
}

export class LockHeldError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dir} is already in use by another Schola process (pid ${pid}). ` +
        'Stop that process, or point PGLITE_DIR at another folder, or use DATABASE_URL.',
    );
    this.name = 'LockHeldError';
  }
}

/** `{dir}.lock` beside the folder, so the folder itself stays PGlite's alone. */
export function lockFileOf(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
}

/** Takes the lock on `dir` or throws LockHeldError; returns the release function. */
export function takeDirectoryLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = lockFileOf(dir);
  const me: LockOwner = { pid: process.pid, started: processStartTime(process.pid) };
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    if (linkNewLock(lockFile, mine)) return releaser(lockFile, mine);
    const owner = readLockOwner(lockFile);
    if (owner && owner.pid !== process.pid && ownerIsRunning(owner, lockFile))
      throw new LockHeldError(dir, owner.pid);
    if (!removeStaleLock(lockFile, owner)) pause(50);
  }
  throw new Error(`Could not take the lock ${lockFile}; another process keeps changing it.`);
}

/** Atomically creates the lock with its full content; false if a lock already exists. */
function linkNewLock(lockFile: string, content: string): boolean {
  const draft = `${lockFile}.${process.pid}.draft`;
  writeFileSync(draft, content);
  try {
    linkSync(draft, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** A short synchronous wait: the lock is taken before anything else runs. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes the lock if it still is the stale one we read, holding the takeover file meanwhile;
 * false when another process is taking it over right now.
 */
function removeStaleLock(lockFile: string, stale: LockOwner | null): boolean {
  const takeover = `${lockFile}.takeover`;
  let fd: number;
  try {
    fd = openSync(takeover, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_STALE_MS)
        rmSync(takeover, { force: true });
    } catch {
      // gone meanwhile: the next attempt sees the result
    }
    return false;
  }
  try {
    const now = readLockOwner(lockFile);
    if (JSON.stringify(now) === JSON.stringify(stale)) rmSync(lockFile, { force: true });
  } finally {
    closeSync(fd);
    rmSync(takeover, { force: true });
  }
  return true;
}

/** Locks this process holds, released on any exit that runs 'exit' listeners. */
const held = new Set<() => void>();
let exitHooked = false;

function releaser(lockFile: string, mine: string): () => void {
  const release = () => {
    held.delete(release);
    try {
      if (readFileSync(lockFile, 'utf8') === mine) rmSync(lockFile);
    } catch {
      // already gone
    }
  };
  if (!exitHooked) process.once('exit', () => [...held].forEach((r) => r()));
  exitHooked = true;
  held.add(release);
  return release;
}
