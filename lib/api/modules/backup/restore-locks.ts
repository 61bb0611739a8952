/**
 * Restores one at a time per school, and a few at a time in the deployment. A restore holds
 * its upload, reads the archive twice and writes the school whole: two of the same school at
 * once would race each other's deletes, and many at once would take the server from everyone.
 *
 * - A second restore of the same school (or of the same new subdomain) is a conflict with the
 *   one running: 409, wait for it and look at the school before trying again.
 * - Over the deployment's cap (RESTORES_AT_ONCE, default 2) the server is busy, not the school:
 *   503 with Retry-After, like the admission gate's refusals, which a client may retry.
 *
 * Held in this process; the routes give the place back on every path (a `finally`). Several
 * processes on one PostgreSQL (the provider scaling out) are kept apart by the database too:
 * the restore's transaction first takes the school's advisory lock (`holdSchoolForRestore`).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { ApiError } from '../../http/errors';
import { DEFAULT_RESTORES_AT_ONCE } from './limits';
import { apiMessage } from '../../http/messages';

export const RETRY_RESTORE_AFTER_SECONDS = 30;

const ALREADY_RUNNING =
  'A restore of this school is already running. Wait for it to finish and look at the school before restoring again.';

/** The advisory-lock key space of restores (the migrations take 727001, the demo seed its own). */
export const RESTORE_LOCK_SPACE = 727_100;

export class RestoreLocks {
  private readonly held = new Set<string>();

  get running() {
    return this.held.size;
  }

  /** Takes `key`'s place (a school) or refuses; answers the release. */
  take(key: string, atOnce: number): () => void {
    if (this.held.has(key)) throw new ApiError('conflict', ALREADY_RUNNING);
    if (this.held.size >= atOnce)
      throw new ApiError(
        'unavailable',
        apiMessage('backup.restoresBusy', { count: this.held.size }),
        undefined,
        { 'Retry-After': String(RETRY_RESTORE_AFTER_SECONDS) },
      );
    this.held.add(key);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held.delete(key);
    };
  }
}

const locks = new RestoreLocks();

/**
 * Takes `key`'s restore place in this process (a school, or a new school's subdomain) or
 * refuses (409, 503); answers its release, which the caller runs however the restore ends.
 */
export const takeRestorePlace = (key: string, atOnce: number | undefined) =>
  locks.take(key, atOnce ?? DEFAULT_RESTORES_AT_ONCE);

/**
 * Inside the restore's transaction, before anything else: the school's advisory lock, held
 * until the transaction ends, or 409 when a restore in another process holds it. (PGlite is
 * one process: the lock is always free there, and the process's own places above decide.)
 */
export async function holdSchoolForRestore(tx: Pick<Executor, 'execute'>, schoolId: number) {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RESTORE_LOCK_SPACE}, ${schoolId}) as held`,
  )) as unknown as { rows: { held: boolean }[] };
  if (result.rows[0]?.held !== true) throw new ApiError('conflict', ALREADY_RUNNING);
}
