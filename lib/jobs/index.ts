/**
 * The durable job queue (docs/ARCHITECTURE.md, "Background jobs"): jobs are rows of `jobs`
 * written in the caller's transaction, claimed by workers with FOR UPDATE SKIP LOCKED under a
 * lease, retried with exponential backoff until dead, limited per school, and schedules that
 * run once per period across processes. The same SQL runs on PostgreSQL and on PGlite.
 */
import type { Executor } from '../db/client';
import { markDone, markProgress } from './store';
import { claimOf } from './worker';
import type { Job } from './registry';
import './prune';

export type { Job, QueueOptions } from './registry';
export { setJobsDatabase } from './registry';
export { defineQueue, type Queue } from './queue';
export { enqueueMany } from './enqueue-many';
export { keyedJobs, retryKeyedJob } from './keyed';
export { defineSchedule } from './schedule';
export { startWorker, drainJobs } from './worker';

/** The claim a job was handed under is no longer its own (its lease ran out and another took it). */
export class JobClaimLost extends Error {
  constructor(job: Job<unknown>) {
    super(`job ${job.queue} #${job.id}: its claim was lost (lease expired); nothing is kept.`);
  }
}

/**
 * Marks the job done inside the handler's own transaction, so that its writes and "done"
 * commit together: a process killed before the commit leaves neither (the job runs again, with
 * nothing written twice), and a claim lost to an expired lease throws, rolling the writes back.
 * `result` is kept on the job for its reader.
 */
export async function completeJob(
  tx: Executor,
  job: Job<unknown>,
  result?: unknown,
): Promise<void> {
  if (!(await markDone(tx, claimedOf(job, 'completeJob'), result))) throw new JobClaimLost(job);
}

/**
 * How far the job has come (0–100), for its reader (`GET /api/jobs/{id}`); written at once,
 * outside the handler's transaction, so the reader sees it while the job runs. A `note` (plain
 * data, e.g. the solver's best timetable so far) is read as `result.note` while the job runs;
 * the job's answer (`completeJob`) or a failure clears it.
 */
export async function setJobProgress(
  job: Job<unknown>,
  percent: number,
  note?: unknown,
): Promise<void> {
  await markProgress(job.db, claimedOf(job, 'setJobProgress'), percent, note);
}

function claimedOf(job: Job<unknown>, caller: string) {
  const claimed = claimOf(job);
  if (!claimed) throw new Error(`${caller}: this job was not handed out by the worker.`);
  return claimed;
}
