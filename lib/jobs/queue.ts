/** defineQueue and enqueue: a job is a row written in the caller's own transaction. */
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { queues, type Job, type QueueOptions } from './registry';
import { NO_SCHOOL } from './store';

export type Queue<P> = {
  name: string;
  /**
   * Inside the caller's transaction: the job exists if and only if the caller commits. A `key`
   * already used in this queue (for this school) adds nothing and answers null (idempotency).
   */
  enqueue(
    db: Executor,
    job: {
      payload: P;
      schoolId?: number | null;
      key?: string;
      runAt?: Date;
      /** The person who asked for it: they may read it (`GET /api/jobs/{id}`). */
      createdByUserId?: number;
    },
  ): Promise<{ id: number } | null>;
};

/**
 * A queue and the handler of its jobs. Handlers must be safe to run twice: a process that dies
 * after the handler's side effect and before "done" is recorded runs it again (completeJob
 * makes the database's side of it exactly once).
 */
export function defineQueue<P>(
  name: string,
  handler: (job: Job<P>) => Promise<void>,
  options: QueueOptions = {},
): Queue<P> {
  const attempts = options.attempts ?? 5;
  const concurrency = options.concurrency ?? 4;
  const backoffSeconds = options.backoffSeconds ?? 30;
  const perMinute = options.perSchoolPerMinute;
  const wrong = [
    !(Number.isInteger(attempts) && attempts >= 1) && 'attempts must be a whole number ≥ 1',
    !(Number.isInteger(concurrency) && concurrency >= 1) &&
      'concurrency must be a whole number ≥ 1',
    !(backoffSeconds >= 0) && 'backoffSeconds must be ≥ 0',
    perMinute !== undefined &&
      !(Number.isInteger(perMinute) && perMinute >= 1) &&
      'perSchoolPerMinute must be a whole number ≥ 1',
  ].filter(Boolean);
  if (wrong.length) throw new Error(`defineQueue ${name}: ${wrong.join('; ')}.`);
  // Defined again (a second bundle, a reloaded module): the latest definition serves.
  queues().set(name, {
    name,
    handler: handler as (job: Job<unknown>) => Promise<void>,
    attempts,
    backoffSeconds,
    perSchoolPerMinute: perMinute,
    schoolLimits: options.schoolLimits,
    concurrency,
  });
  return {
    name,
    async enqueue(db, job) {
      const [row] = await db
        .insert(jobs)
        .values({
          schoolId: job.schoolId ?? NO_SCHOOL,
          queue: name,
          key: job.key ?? null,
          payload: job.payload as object,
          maxAttempts: attempts,
          ...(job.runAt ? { runAt: job.runAt } : {}),
          createdByUserId: job.createdByUserId ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      return row ?? null;
    },
  };
}
