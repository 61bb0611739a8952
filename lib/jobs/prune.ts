/**
 * Finished jobs are kept DONE_KEPT_DAYS for the admin's list and then deleted, once a day (a
 * schedule of the queue itself). Their idempotency keys go with them: an enqueue that repeats a
 * key older than that adds a job again, so keys name occurrences no older than a few days
 * (`student_absent:{student}:{date}`), and the work behind them stays idempotent on its own.
 * Dead jobs stay until an admin retries them.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { jobs } from '../db/schema/jobs';
import { defineSchedule } from './schedule';

export const DONE_KEPT_DAYS = 30;

defineSchedule('jobs-prune', 24 * 3600, async (_now, db) => {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.state, 'done'),
        lt(jobs.finishedAt, sql`now() - make_interval(days => ${DONE_KEPT_DAYS})`),
      ),
    );
});
