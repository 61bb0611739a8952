/**
 * A queue's jobs by their idempotency key, for a module whose rows name their job by key (a
 * notification delivery's key is its job's): the job as a table to join (id, state), and a
 * retry that gives the keyed job its attempts again, due now.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** The queue's jobs as a subquery `alias` (school_id, key, id, state) to left-join on the key. */
export const keyedJobs = (queue: string, alias: string) =>
  new QueryBuilder()
    .select({ schoolId: jobs.schoolId, key: jobs.key, id: jobs.id, state: jobs.state })
    .from(jobs)
    .where(eq(jobs.queue, queue))
    .as(alias);

/**
 * The keyed job queued again with its attempts renewed and due now, unless it is running;
 * answers whether there was one to revive (none: the queue pruned it, enqueue it anew).
 */
export async function retryKeyedJob(
  db: Executor,
  job: { schoolId: number; queue: string; key: string },
): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({
      state: 'queued',
      attempt: 0,
      runAt: sql`now()`,
      lastError: null,
      lockToken: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.schoolId, job.schoolId),
        eq(jobs.queue, job.queue),
        eq(jobs.key, job.key),
        ne(jobs.state, 'running'),
      ),
    )
    .returning({ id: jobs.id });
  return revived.length > 0;
}
