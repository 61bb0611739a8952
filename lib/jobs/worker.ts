/**
 * The worker: claims due jobs of every defined queue (up to each queue's concurrency in this
 * process), runs their handlers, records done or failed, and keeps long jobs' leases alive.
 * It runs inside `next start` (instrumentation.ts) and alone (`npm run worker`); drainJobs is
 * the same path run to exhaustion for tests.
 */
import type { Database } from '../db/client';
import {
  boundJobsDatabase,
  jobsDatabase,
  queues,
  type Job,
  type QueueDefinition,
} from './registry';
import { enqueueDueSchedules } from './schedule';
import {
  claim,
  extendLease,
  markDone,
  markFailed,
  releaseOrphanedClaims,
  NO_SCHOOL,
  type ClaimedJob,
} from './store';

/** How long a claim lasts without news from its process (renewed every third of it). */
const DEFAULT_LEASE_SECONDS = 60;

/**
 * The claim behind a job handed to a handler, for completeJob: kept on the job under a
 * registered symbol, not in a map of this module, because Next.js may load this module in more
 * than one bundle and the handler's copy of completeJob must find what the worker's copy set.
 */
const CLAIM = Symbol.for('schola.jobs.claim');

export function claimOf(job: Job<unknown>): ClaimedJob | undefined {
  return (job as { [CLAIM]?: ClaimedJob })[CLAIM];
}

async function runClaimed(
  db: Database,
  queue: QueueDefinition,
  claimed: ClaimedJob,
  leaseSeconds: number,
) {
  const job: Job<unknown> = {
    id: claimed.id,
    queue: claimed.queue,
    schoolId: claimed.schoolId === NO_SCHOOL ? null : claimed.schoolId,
    payload: claimed.payload,
    attempt: claimed.attempt,
    key: claimed.key,
    db,
  };
  Object.defineProperty(job, CLAIM, { value: claimed });
  const heartbeat = setInterval(
    () => extendLease(db, claimed, leaseSeconds).catch(() => {}),
    (leaseSeconds * 1000) / 3,
  );
  heartbeat.unref();
  try {
    await queue.handler(job);
  } catch (error) {
    await markFailed(db, claimed, queue.backoffSeconds, error);
    return;
  } finally {
    clearInterval(heartbeat);
  }
  // Already done when the handler called completeJob in its own transaction.
  await markDone(db, claimed);
}

/** Tests: run every due job now (and their retries due now), answer how many ran. */
export async function drainJobs(options: { queue?: string } = {}): Promise<number> {
  const { db } = jobsDatabase();
  let ran = 0;
  for (;;) {
    let round = 0;
    for (const queue of queues().values()) {
      if (options.queue && queue.name !== options.queue) continue;
      const claimed = await claim(db, queue, queue.concurrency, DEFAULT_LEASE_SECONDS);
      await Promise.all(claimed.map((c) => runClaimed(db, queue, c, DEFAULT_LEASE_SECONDS)));
      round += claimed.length;
    }
    if (!round) return ran;
    ran += round;
  }
}

export type WorkerOptions = {
  /** How often it looks for due jobs when idle; default 1,000 ms. */
  pollMs?: number;
  /** How long a claim lasts without renewal; default 60 s. */
  leaseSeconds?: number;
};

/**
 * Starts this process's worker. It may start before the database opens (the server's start-up):
 * it begins claiming once setJobsDatabase has bound one.
 */
export function startWorker(options: WorkerOptions = {}): { stop(): Promise<void> } {
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const running = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const schedulePeriods = new Map<string, number>();
  const claiming = new Set<string>();
  /** Ticks and claims under way: stop() waits for the jobs they are about to hand out. */
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked: Promise<void> = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  /** Queues whose place freed while a claim of theirs was under way: claim again after it. */
  const again = new Set<string>();
  let stopped = false;
  let database: Promise<Database> | undefined;

  function report(error: unknown) {
    if (!stopped) console.error('[jobs] worker:', error instanceof Error ? error.message : error);
  }

  /** The database once bound; on PGlite, first the claims a dead process left are given back. */
  function opened(): Promise<Database> | undefined {
    const handle = boundJobsDatabase();
    if (!handle) return undefined;
    database ??=
      handle.kind === 'pglite'
        ? releaseOrphanedClaims(handle.db).then(
            () => handle.db,
            (error) => {
              report(error);
              return handle.db;
            },
          )
        : Promise.resolve(handle.db);
    return database;
  }

  async function fill(db: Database, queue: QueueDefinition) {
    if (stopped) return;
    if (claiming.has(queue.name)) {
      again.add(queue.name);
      return;
    }
    claiming.add(queue.name);
    try {
      const free = queue.concurrency - (running.get(queue.name) ?? 0);
      const claimed = await claim(db, queue, free, leaseSeconds);
      for (const c of claimed) {
        running.set(queue.name, (running.get(queue.name) ?? 0) + 1);
        const done: Promise<void> = runClaimed(db, queue, c, leaseSeconds)
          .catch(report)
          .finally(() => {
            running.set(queue.name, (running.get(queue.name) ?? 1) - 1);
            inFlight.delete(done);
            // A finished job frees a place: look for the next at once, not at the next poll.
            track(fill(db, queue));
          });
        inFlight.add(done);
      }
    } catch (error) {
      report(error);
    } finally {
      claiming.delete(queue.name);
    }
    if (again.delete(queue.name)) await fill(db, queue);
  }

  async function tick() {
    const db = await opened();
    if (!db || stopped) return;
    await enqueueDueSchedules(db, schedulePeriods).catch(report);
    await Promise.all([...queues().values()].map((queue) => fill(db, queue)));
  }

  const startTick = () => track(tick());
  startTick();
  const timer = setInterval(startTick, pollMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A claim under way still hands its jobs out; jobs under way finish (or their claims
      // lapse if the process is ended before they do).
      while (pending.size || inFlight.size) await Promise.allSettled([...pending, ...inFlight]);
    },
  };
}
