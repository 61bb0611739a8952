/**
 * The queue's statements on the `jobs` table. One SQL path for PostgreSQL and PGlite (which is
 * PostgreSQL): a claim takes due rows `FOR UPDATE SKIP LOCKED`, so two workers never take one
 * job, and marks them running under a lease; only the claim's token can finish the job.
 */
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';
import type { QueueDefinition } from './registry';
import { rateAllowance, retryDelaySeconds, stateAfterFailure, errorText } from './rules';

/** The platform's own jobs (schedules, work of no school) carry this school id. */
export const NO_SCHOOL = 0;

export type ClaimedJob = {
  schoolId: number;
  id: number;
  queue: string;
  key: string | null;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
  token: string;
};

type Row = {
  school_id: number;
  id: number | string;
  queue: string;
  key: string | null;
  payload: unknown;
  attempt: number;
  max_attempts: number;
};
const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Jobs due to run: waiting and due, or running under a lease that has run out (a dead claim)
 * with attempts left.
 */
const due = (queue: string) => sql`${jobs.queue} = ${queue} and (
  (${jobs.state} in ('queued', 'failed') and ${jobs.runAt} <= clock_timestamp())
  or (${jobs.state} = 'running' and ${jobs.lockedUntil} < clock_timestamp()
    and ${jobs.attempt} < ${jobs.maxAttempts}))`;

/** What a job whose last attempt's worker vanished keeps as its error. */
export const LAPSED_LAST_ATTEMPT =
  'The worker running its last attempt stopped before finishing it (its process ended or hung).';

/**
 * A job whose last attempt's claim lapsed is dead, not run again: a job that kills its process
 * every time would otherwise be claimed, and kill a worker, for ever.
 */
async function buryLapsed(tx: Executor, queue: string) {
  await tx.execute(sql`with lapsed as (
      select school_id, id from ${jobs} where queue = ${queue} and state = 'running'
        and locked_until < clock_timestamp() and attempt >= max_attempts
      for update skip locked)
    update ${jobs} j set state = 'dead', lock_token = null, locked_until = null,
      last_error = ${LAPSED_LAST_ATTEMPT}, finished_at = clock_timestamp(), updated_at = clock_timestamp()
    from lapsed where j.school_id = lapsed.school_id and j.id = lapsed.id`);
}

/** Marks the given jobs running under one new claim and answers them. */
async function take(
  db: Executor,
  queue: string,
  ids: { school_id: number; id: number | string }[],
  leaseSeconds: number,
): Promise<ClaimedJob[]> {
  if (!ids.length) return [];
  const token = randomUUID();
  const pairs = sql.join(
    ids.map((r) => sql`(${r.school_id}::int, ${r.id}::bigint)`),
    sql`, `,
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`update ${jobs} set state = 'running', attempt = attempt + 1,
      lock_token = ${token}, locked_until = clock_timestamp() + make_interval(secs => ${leaseSeconds}),
      started_at = clock_timestamp(), updated_at = clock_timestamp()
    where queue = ${queue} and (school_id, id) in (${pairs})
    returning school_id, id, queue, key, payload, attempt, max_attempts`),
  );
  return rows.map((r) => ({
    schoolId: r.school_id,
    // int8 comes back as text from both drivers.
    id: Number(r.id),
    queue: r.queue,
    key: r.key,
    payload: r.payload,
    attempt: r.attempt,
    maxAttempts: r.max_attempts,
    token,
  }));
}

/**
 * Claims up to `limit` due jobs of the queue. With a per-school rate limit (the queue's, or a
 * school's own below it: `schoolLimits`), each school's
 * attempts started in the last minute are counted under a lock of (queue, school) — taken in
 * school order, so two workers never wait on each other in a circle — and the school's jobs
 * beyond its allowance are postponed to when its oldest start leaves the window.
 */
export async function claim(
  db: Executor,
  queue: QueueDefinition,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedJob[]> {
  if (limit <= 0) return [];
  return db.transaction(async (tx) => {
    await buryLapsed(tx, queue.name);
    const candidates = rowsOf<{ school_id: number; id: number | string }>(
      await tx.execute(sql`select school_id, id from ${jobs} where ${due(queue.name)}
        order by run_at, id limit ${limit} for update skip locked`),
    );
    if (queue.perSchoolPerMinute === undefined)
      return take(tx, queue.name, candidates, leaseSeconds);
    const bySchool = new Map<number, typeof candidates>();
    for (const c of candidates)
      bySchool.set(c.school_id, [...(bySchool.get(c.school_id) ?? []), c]);
    const allowed: typeof candidates = [];
    const schoolIds = [...bySchool.keys()].sort((a, b) => a - b);
    const own = (await queue.schoolLimits?.(tx, schoolIds)) ?? new Map<number, number>();
    for (const schoolId of schoolIds) {
      const mine = bySchool.get(schoolId) ?? [];
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`jobs:${queue.name}`}), ${schoolId}::int)`,
      );
      const [window] = rowsOf<{ started: number }>(
        await tx.execute(sql`select count(*)::int as started from ${jobs}
          where queue = ${queue.name} and school_id = ${schoolId}
            and started_at > clock_timestamp() - interval '1 minute'`),
      );
      const perMinute = Math.min(queue.perSchoolPerMinute, own.get(schoolId) ?? Infinity);
      const n = rateAllowance(perMinute, window?.started ?? 0, mine.length);
      allowed.push(...mine.slice(0, n));
      await postpone(tx, queue.name, schoolId, mine.slice(n));
    }
    return take(tx, queue.name, allowed, leaseSeconds);
  });
}

/** Jobs the rate limit holds back wait until the school's oldest start in the window is a minute old. */
async function postpone(
  tx: Executor,
  queue: string,
  schoolId: number,
  held: { school_id: number; id: number | string }[],
) {
  if (!held.length) return;
  await tx.execute(sql`update ${jobs} set updated_at = clock_timestamp(), state = case
      when state = 'running' then 'failed' else state end,
    run_at = coalesce((select min(started_at) from ${jobs}
      where queue = ${queue} and school_id = ${schoolId}
        and started_at > clock_timestamp() - interval '1 minute'), clock_timestamp())
      + interval '1 minute'
    where school_id = ${schoolId} and id in (${sql.join(
      held.map((h) => sql`${h.id}::bigint`),
      sql`, `,
    )})`);
}

const ownClaim = (job: Pick<ClaimedJob, 'schoolId' | 'id' | 'token'>) =>
  and(
    eq(jobs.schoolId, job.schoolId),
    eq(jobs.id, job.id),
    eq(jobs.lockToken, job.token),
    eq(jobs.state, 'running'),
  );

/** Done, if this claim still holds the job; answers whether it did. */
export async function markDone(
  db: Executor,
  job: Pick<ClaimedJob, 'schoolId' | 'id' | 'token'>,
  result?: unknown,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: 'done',
      progress: 100,
      // A note on the progress (markProgress) is no answer: it goes when the job is done.
      result: result === undefined ? null : (result as object),
      lockToken: null,
      lockedUntil: null,
      lastError: null,
      finishedAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(ownClaim(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A failed attempt: retried after the backoff, or dead once the attempts are spent. */
export async function markFailed(
  db: Executor,
  job: ClaimedJob,
  backoffSeconds: number,
  error: unknown,
): Promise<void> {
  const wait = retryDelaySeconds(backoffSeconds, job.attempt);
  await db
    .update(jobs)
    .set({
      state: stateAfterFailure(job.attempt, job.maxAttempts),
      result: null,
      lockToken: null,
      lockedUntil: null,
      lastError: errorText(error),
      runAt: sql`clock_timestamp() + make_interval(secs => ${wait})`,
      finishedAt: sql`clock_timestamp()`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(ownClaim(job));
}

/** Keeps a long job's claim: its lease runs `leaseSeconds` from now. */
export async function extendLease(db: Executor, job: ClaimedJob, leaseSeconds: number) {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`clock_timestamp() + make_interval(secs => ${leaseSeconds})` })
    .where(ownClaim(job));
}

/**
 * PGlite is one process's database: a job still running when that process starts was left by
 * a process that died, so its claim is given back at once instead of at the lease's end.
 */
export async function releaseOrphanedClaims(db: Executor): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`'-infinity'::timestamptz` })
    .where(eq(jobs.state, 'running'))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * A running job's progress, 0–100, written only while the claim is still its own; a note on
 * it, when given, is kept in `result` as `{ note }` until the job's answer replaces it.
 */
export async function markProgress(
  db: Executor,
  job: Pick<ClaimedJob, 'schoolId' | 'id' | 'token'>,
  percent: number,
  note?: unknown,
): Promise<void> {
  const progress = Math.max(0, Math.min(100, Math.round(percent)));
  await db
    .update(jobs)
    .set({
      progress,
      ...(note === undefined ? {} : { result: { note } as object }),
      updatedAt: sql`clock_timestamp()`,
    })
    .where(ownClaim(job));
}
