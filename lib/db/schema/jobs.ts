/**
 * The background job queue (lib/jobs): one row per job, from its enqueueing in the caller's
 * transaction to done or dead. Owned by lib/api/modules/jobs (the admin's list and retry).
 *
 * A tenant table like every other (tenancy-discipline.ts): `school_id` is part of the primary
 * key and of the idempotency key's unique index. The platform's own jobs (schedules, work of
 * no school) carry school 0, which no school has: so there is no foreign key to schools.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantPrimaryKey, timestamps } from './columns';
import { JOB_STATES } from './jobs-values';

export const jobs = pgTable(
  'jobs',
  {
    schoolId: integer('school_id').notNull(),
    // bigint: jobs come and go by the million (every message is one), and ids are never reused.
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    /** The idempotency key: a second enqueue with it in the same queue and school adds nothing. */
    key: text('key'),
    payload: jsonb('payload').notNull(),
    state: text('state', { enum: JOB_STATES }).notNull().default('queued'),
    /** Attempts started so far (a claim counts one, even when its process then dies). */
    attempt: integer('attempt').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** When it may run next: its own time, a retry's backoff, or the rate limit's postponement. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the claim's lease; a process that dies gives the job back when it ends. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** While running: the claim's own token, so only the claim that holds it can finish it. */
    lockToken: text('lock_token'),
    lastError: text('last_error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** How far a long job has come, 0–100 (`setJobProgress`); null: it does not say. */
    progress: integer('progress'),
    /** What a job answers its reader when done (`completeJob(tx, job, result)`), e.g. a draft's figures. */
    result: jsonb('result'),
    /** Who asked for it, when a person did: they may read it (`GET /api/jobs/{id}`). */
    createdByUserId: integer('created_by_user_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('jobs_key').on(t.schoolId, t.queue, t.key),
    check('jobs_state', sql`${t.state} in ('queued', 'running', 'failed', 'done', 'dead')`),
    check('jobs_attempts', sql`${t.maxAttempts} >= 1 and ${t.attempt} >= 0`),
    check('jobs_progress', sql`${t.progress} between 0 and 100`),
    // The claim: due jobs of a queue in order, and leases that ran out.
    index('jobs_due')
      .on(t.queue, t.runAt)
      .where(sql`${t.state} in ('queued', 'failed')`),
    index('jobs_leased')
      .on(t.queue, t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    // The rate limit: a school's attempts of a queue started in the last minute.
    index('jobs_started').on(t.queue, t.schoolId, t.startedAt),
    // The admin's list: a school's jobs in a state, newest first.
    index('jobs_of_school').on(t.schoolId, t.state, t.id),
  ],
);
