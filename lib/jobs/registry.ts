/**
 * What this process knows of the queue: the queues and schedules defined by the modules
 * (when their files load) and the database the worker and drainJobs use. Kept on globalThis:
 * Next.js may evaluate this module in more than one bundle, and each must see every queue.
 */
import type { Database, DatabaseHandle, Executor } from '../db/client';

/** A job as its handler receives it. `db` is the database the worker runs on. */
export type Job<P> = {
  id: number;
  queue: string;
  schoolId: number | null;
  payload: P;
  attempt: number;
  key: string | null;
  db: Database;
};

export type QueueOptions = {
  /** Attempts before the job is dead (the dead-letter list); default 5. */
  attempts?: number;
  /** The first retry's delay, doubled at each further attempt; default 30 s. */
  backoffSeconds?: number;
  /** A school's jobs of this queue beyond this many a minute wait (they do not fail). */
  perSchoolPerMinute?: number;
  /**
   * Each school's own limit, where it has one (its plan's): read at each claim for the schools
   * with due jobs; `perSchoolPerMinute` stays the ceiling (the smaller of the two holds).
   */
  schoolLimits?: SchoolLimits;
  /** Jobs of this queue running at once in one process; default 4. */
  concurrency?: number;
};

export type SchoolLimits = (
  db: Executor,
  schoolIds: readonly number[],
) => Promise<ReadonlyMap<number, number>>;

export type QueueDefinition = {
  name: string;
  handler: (job: Job<unknown>) => Promise<void>;
  attempts: number;
  backoffSeconds: number;
  perSchoolPerMinute?: number;
  schoolLimits?: SchoolLimits;
  concurrency: number;
};

export type ScheduleDefinition = {
  name: string;
  everySeconds: number;
  run: (now: Date, db: Database) => Promise<void>;
};

type JobsState = {
  queues: Map<string, QueueDefinition>;
  schedules: Map<string, ScheduleDefinition>;
  database?: Pick<DatabaseHandle, 'db' | 'kind'>;
};

function state(): JobsState {
  const holder = globalThis as unknown as { __scholaJobs?: JobsState };
  holder.__scholaJobs ??= { queues: new Map(), schedules: new Map() };
  return holder.__scholaJobs;
}

export const queues = () => state().queues;
export const schedules = () => state().schedules;

/** The database the worker and drainJobs use: the server's runtime and the test harness set it. */
export function setJobsDatabase(handle: Pick<DatabaseHandle, 'db' | 'kind'> | undefined): void {
  state().database = handle;
}

/** The bound database, if any yet (a worker started before the database opens waits for it). */
export const boundJobsDatabase = () => state().database;

export function jobsDatabase(): Pick<DatabaseHandle, 'db' | 'kind'> {
  const handle = state().database;
  if (!handle)
    throw new Error(
      'lib/jobs: no database: call setJobsDatabase(handle) first (the server runtime and the test harness do).',
    );
  return handle;
}
