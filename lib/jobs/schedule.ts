/**
 * Schedules: work that runs once per period across every process. Each worker enqueues the
 * current period's job of each schedule with the period as its idempotency key, so however
 * many processes try, one job exists and one worker runs it. A period in which no worker ran
 * is skipped, not caught up.
 */
import type { Database, Executor } from '../db/client';
import { defineQueue, type Queue } from './queue';
import { schedules } from './registry';
import { periodOf } from './rules';

type ScheduledRun = { name: string; at: string };

let scheduleQueue: Queue<ScheduledRun> | undefined;

/** The queue that carries every schedule's runs (defined with the first schedule). */
function queueOfSchedules(): Queue<ScheduledRun> {
  scheduleQueue ??= defineQueue<ScheduledRun>(
    'schedule',
    async (job) => {
      const schedule = schedules().get(job.payload.name);
      // A schedule no longer defined (its module gone) has nothing to run.
      if (schedule) await schedule.run(new Date(job.payload.at), job.db);
    },
    { attempts: 3, backoffSeconds: 60 },
  );
  return scheduleQueue;
}

/**
 * Runs `run` once per period across every process (a daily reminder runs once, not per
 * instance), told the period's start and the database the worker runs on.
 */
export function defineSchedule(
  name: string,
  everySeconds: number,
  run: (now: Date, db: Database) => Promise<void>,
): void {
  if (!(everySeconds >= 1)) throw new Error(`defineSchedule ${name}: everySeconds must be ≥ 1.`);
  schedules().set(name, { name, everySeconds, run });
  queueOfSchedules();
}

/** The worker's tick: the current period's job of each schedule, once per period per process. */
export async function enqueueDueSchedules(db: Executor, enqueued: Map<string, number>) {
  const now = new Date();
  for (const schedule of schedules().values()) {
    const period = periodOf(now, schedule.everySeconds);
    if (enqueued.get(schedule.name) === period.index) continue;
    await queueOfSchedules().enqueue(db, {
      payload: { name: schedule.name, at: period.start.toISOString() },
      key: `${schedule.name}:${period.index}`,
      runAt: period.start,
    });
    enqueued.set(schedule.name, period.index);
  }
}
