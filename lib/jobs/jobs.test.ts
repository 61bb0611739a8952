/**
 * The queue on a real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL (a
 * throw-away database). No demo data: jobs refer to no other table.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { freshPostgres } from '../api/test-support/harness';
import {
  completeJob,
  type Queue,
  type QueueOptions,
  defineQueue,
  defineSchedule,
  drainJobs,
  setJobsDatabase,
  startWorker,
} from '.';
import { claim, LAPSED_LAST_ATTEMPT } from './store';
import { queues, schedules } from './registry';

let handle: DatabaseHandle;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const admin = process.env.TEST_DATABASE_URL;
  const pg = admin ? await freshPostgres(admin) : undefined;
  drop = pg?.drop;
  handle = await openDatabase(pg ? { url: pg.url } : { pgliteDir: 'memory://' });
  setJobsDatabase(handle);
}, 60_000);
afterAll(async () => {
  await handle.close();
  await drop?.();
});

let n = 0;
const uniqueQueue = (what: string) => `test-${what}-${++n}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type JobRow = {
  id: string;
  state: string;
  attempt: number;
  wait: number;
  last_error: string | null;
};
async function jobsOf(queue: string): Promise<JobRow[]> {
  const result = await handle.db.execute(sql`select id, state, attempt, last_error,
      extract(epoch from run_at - coalesce(finished_at, created_at))::float8 as wait
    from jobs where queue = ${queue} order by id`);
  return (result as unknown as { rows: JobRow[] }).rows;
}
/** Time passes: every waiting job of the queue is due now. */
const makeDue = (queue: string) =>
  handle.db.execute(sql`update jobs set run_at = now() - interval '1 second'
    where queue = ${queue} and state in ('queued', 'failed')`);

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}

test('a job enqueued in a transaction that rolls back does not exist; one that commits does', async () => {
  const ran: string[] = [];
  const queue = defineQueue<{ word: string }>(uniqueQueue('tx'), async (job) => {
    ran.push(job.payload.word);
  });
  await expect(
    handle.db.transaction(async (tx) => {
      await queue.enqueue(tx, { payload: { word: 'rolled back' }, schoolId: 1 });
      throw new Error('the caller fails');
    }),
  ).rejects.toThrow('the caller fails');
  await handle.db.transaction(async (tx) => {
    expect(await queue.enqueue(tx, { payload: { word: 'committed' }, schoolId: 1 })).toEqual({
      id: expect.any(Number),
    });
  });
  expect(await drainJobs({ queue: queue.name })).toBe(1);
  expect(ran).toEqual(['committed']);
  expect((await jobsOf(queue.name)).map((j) => j.state)).toEqual(['done']);
});

test('the same key twice in a queue gives one job (per school); the second enqueue answers null', async () => {
  let runs = 0;
  const queue = defineQueue(uniqueQueue('key'), async () => {
    runs++;
  });
  const first = await queue.enqueue(handle.db, {
    payload: {},
    schoolId: 1,
    key: 'absent:7:2026-11-28',
  });
  const again = await queue.enqueue(handle.db, {
    payload: {},
    schoolId: 1,
    key: 'absent:7:2026-11-28',
  });
  const otherSchool = await queue.enqueue(handle.db, {
    payload: {},
    schoolId: 2,
    key: 'absent:7:2026-11-28',
  });
  expect(first).not.toBeNull();
  expect(again).toBeNull();
  expect(otherSchool).not.toBeNull();
  await drainJobs({ queue: queue.name });
  // Done does not free the key: the same occurrence is never sent again.
  expect(
    await queue.enqueue(handle.db, { payload: {}, schoolId: 1, key: 'absent:7:2026-11-28' }),
  ).toBeNull();
  expect(runs).toBe(2);
});

test('a failing handler is retried after growing delays, then dead with its error', async () => {
  const attempts: number[] = [];
  const queue = defineQueue(
    uniqueQueue('fail'),
    async (job) => {
      attempts.push(job.attempt);
      throw new Error(`SMTP refused (attempt ${job.attempt})`);
    },
    { attempts: 4, backoffSeconds: 10 },
  );
  await queue.enqueue(handle.db, { payload: {}, schoolId: 1 });
  const waits: number[] = [];
  for (let i = 0; i < 4; i++) {
    expect(await drainJobs({ queue: queue.name })).toBe(1);
    // Nothing more is due until the backoff has passed.
    expect(await drainJobs({ queue: queue.name })).toBe(0);
    const [job] = await jobsOf(queue.name);
    waits.push(Math.round(job!.wait));
    await makeDue(queue.name);
  }
  expect(attempts).toEqual([1, 2, 3, 4]);
  expect(waits.slice(0, 3)).toEqual([10, 20, 40]);
  const [dead] = await jobsOf(queue.name);
  expect(dead).toMatchObject({ state: 'dead', attempt: 4, last_error: 'SMTP refused (attempt 4)' });
  // Dead stays dead: no further attempt, whatever the time.
  expect(await drainJobs({ queue: queue.name })).toBe(0);
});

test('a handler that succeeds on its second attempt ends done, its error cleared', async () => {
  let calls = 0;
  const queue = defineQueue(
    uniqueQueue('flaky'),
    async () => {
      if (++calls === 1) throw new Error('timeout');
    },
    { backoffSeconds: 5 },
  );
  await queue.enqueue(handle.db, { payload: {}, schoolId: 1 });
  await drainJobs({ queue: queue.name });
  expect(await jobsOf(queue.name)).toMatchObject([{ state: 'failed', last_error: 'timeout' }]);
  await makeDue(queue.name);
  await drainJobs({ queue: queue.name });
  expect(await jobsOf(queue.name)).toMatchObject([{ state: 'done', attempt: 2, last_error: null }]);
});

test('the per-school rate limit postpones a school’s jobs beyond it by about a minute; they do not fail', async () => {
  const ran: number[] = [];
  const limited: QueueOptions = { perSchoolPerMinute: 3, concurrency: 10 };
  const queue: Queue<Record<string, never>> = defineQueue(
    uniqueQueue('rate'),
    async (job) => {
      ran.push(job.schoolId!);
    },
    limited,
  );
  for (let i = 0; i < 5; i++) await queue.enqueue(handle.db, { payload: {}, schoolId: 1 });
  for (let i = 0; i < 2; i++) await queue.enqueue(handle.db, { payload: {}, schoolId: 2 });
  expect(await drainJobs({ queue: queue.name })).toBe(5);
  expect(ran.filter((s) => s === 1)).toHaveLength(3);
  expect(ran.filter((s) => s === 2)).toHaveLength(2);
  const held = (await handle.db.execute(sql`select state, attempt,
      extract(epoch from run_at - now())::float8 as wait from jobs
    where queue = ${queue.name} and state <> 'done'`)) as unknown as {
    rows: { state: string; attempt: number; wait: number }[];
  };
  expect(held.rows).toHaveLength(2);
  for (const row of held.rows) {
    expect(row).toMatchObject({ state: 'queued', attempt: 0 });
    expect(row.wait).toBeGreaterThan(50);
    expect(row.wait).toBeLessThanOrEqual(61);
  }
});

test('each school is held to its own limit, under the queue’s ceiling', async () => {
  const ran: number[] = [];
  const queue: Queue<Record<string, never>> = defineQueue(
    uniqueQueue('own-rate'),
    async (job) => {
      ran.push(job.schoolId!);
    },
    {
      perSchoolPerMinute: 4,
      concurrency: 20,
      // School 1's plan allows 2 a minute, school 2's 50 (the ceiling, 4, caps it); 3 has none.
      schoolLimits: async (_db, schoolIds) =>
        new Map(
          [
            [1, 2],
            [2, 50],
          ].filter(([id]) => schoolIds.includes(id!)) as [number, number][],
        ),
    },
  );
  for (const schoolId of [1, 2, 3])
    for (let i = 0; i < 6; i++) await queue.enqueue(handle.db, { payload: {}, schoolId });
  expect(await drainJobs({ queue: queue.name })).toBe(2 + 4 + 4);
  expect([1, 2, 3].map((s) => ran.filter((r) => r === s).length)).toEqual([2, 4, 4]);
});

test('two workers never run one job at once, and run each exactly once', async () => {
  const running = new Set<number>();
  const runs = new Map<number, number>();
  let overlaps = 0;
  const queue = defineQueue(
    uniqueQueue('two-workers'),
    async (job) => {
      if (running.has(job.id)) overlaps++;
      running.add(job.id);
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await sleep(5 + (job.id % 4) * 5);
      running.delete(job.id);
    },
    { concurrency: 3 },
  );
  for (let i = 0; i < 40; i++)
    await queue.enqueue(handle.db, { payload: {}, schoolId: 1 + (i % 3) });
  const a = startWorker({ pollMs: 20 });
  const b = startWorker({ pollMs: 20 });
  try {
    await until(async () => (await jobsOf(queue.name)).every((j) => j.state === 'done'));
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
  expect(overlaps).toBe(0);
  expect(runs.size).toBe(40);
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
}, 30_000);

test('a schedule runs once per period with two workers', async () => {
  const name = uniqueQueue('schedule');
  const periods: string[] = [];
  defineSchedule(name, 1, async (now) => {
    periods.push(now.toISOString());
  });
  const a = startWorker({ pollMs: 50 });
  const b = startWorker({ pollMs: 50 });
  try {
    await until(async () => periods.length >= 3);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
  expect(new Set(periods).size).toBe(periods.length);
  for (const at of periods) expect(at).toMatch(/\.000Z$/); // each run is told its period's start
}, 30_000);

test('a claim whose lease ran out is given to the next worker; the old claim can no longer finish it', async () => {
  const recorded: string[] = [];
  let firstHolder: import('./registry').Job<unknown> | undefined;
  const queue = defineQueue<{ word: string }>(uniqueQueue('lease'), async (job) => {
    if (!firstHolder) {
      firstHolder = job;
      // The process is stuck: its lease lapses and another worker takes the job.
      await handle.db.execute(sql`update jobs set locked_until = now() - interval '1 second'
        where id = ${job.id}`);
      expect(await drainJobs({ queue: job.queue })).toBe(1);
      await expect(
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          recorded.push('stale');
          await completeJob(tx, job);
        }),
      ).rejects.toThrow('its claim was lost');
      return;
    }
    recorded.push(job.payload.word);
  });
  await queue.enqueue(handle.db, { payload: { word: 'fresh' }, schoolId: 1 });
  await drainJobs({ queue: queue.name });
  expect(recorded).toEqual(['fresh', 'stale']);
  expect(await jobsOf(queue.name)).toMatchObject([{ state: 'done', attempt: 2 }]);
});

test('claims of a queue take at most the number asked for', async () => {
  const queue = defineQueue(uniqueQueue('limit'), async () => {});
  for (let i = 0; i < 5; i++) await queue.enqueue(handle.db, { payload: {}, schoolId: 1 });
  const claimed = await claim(handle.db, queues().get(queue.name)!, 2, 60);
  expect(claimed).toHaveLength(2);
  expect(new Set(claimed.map((c) => c.token)).size).toBe(1);
});

test('the daily prune deletes jobs done over 30 days ago, and nothing dead or recent', async () => {
  const queue = defineQueue(
    uniqueQueue('prune'),
    async (job) => {
      if (job.key === 'bad') throw new Error('no');
    },
    { attempts: 1 },
  );
  for (const key of ['old', 'recent', 'bad'])
    await queue.enqueue(handle.db, { payload: {}, schoolId: 1, key });
  await drainJobs({ queue: queue.name });
  await handle.db.execute(sql`update jobs set finished_at = now() - interval '31 days'
    where queue = ${queue.name} and key in ('old', 'bad')`);
  await schedules().get('jobs-prune')!.run(new Date(), handle.db);
  const left = await handle.db.execute(
    sql`select key, state from jobs where queue = ${queue.name} order by key`,
  );
  expect((left as unknown as { rows: unknown[] }).rows).toEqual([
    { key: 'bad', state: 'dead' },
    { key: 'recent', state: 'done' },
  ]);
});

test('a job whose worker dies on each attempt ends dead after its last, not claimed for ever', async () => {
  const queue = defineQueue(uniqueQueue('poison'), async () => {}, { attempts: 2 });
  await queue.enqueue(handle.db, { payload: {}, schoolId: 1 });
  const definition = queues().get(queue.name)!;
  const lapse = () =>
    handle.db.execute(sql`update jobs set locked_until = now() - interval '1 second'
      where queue = ${queue.name}`);
  // Two attempts, each claimed by a worker that then vanishes.
  expect(await claim(handle.db, definition, 1, 60)).toHaveLength(1);
  await lapse();
  expect(await claim(handle.db, definition, 1, 60)).toMatchObject([{ attempt: 2 }]);
  await lapse();
  expect(await claim(handle.db, definition, 1, 60)).toEqual([]);
  expect(await jobsOf(queue.name)).toMatchObject([
    { state: 'dead', attempt: 2, last_error: LAPSED_LAST_ATTEMPT },
  ]);
});

test('a queue defined with impossible options says which', () => {
  expect(() =>
    defineQueue(uniqueQueue('bad'), async () => {}, { attempts: 0, concurrency: 1.5 }),
  ).toThrow(/attempts must be a whole number ≥ 1; concurrency must be a whole number ≥ 1/);
});
