/**
 * On SIGTERM the job worker stops before the database closes: a job under way finishes and is
 * recorded done first; a job that will not finish in time is left to its lease, and the
 * database still closes.
 */
import { sql } from 'drizzle-orm';
import { migratedPglite } from '../api/test-support/templates';
import type { DatabaseHandle } from '../db/client';
import { defineQueue, setJobsDatabase, startWorker } from '../jobs';
import { closeDatabase, processState, stopBeforeClosing } from './shutdown';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await migratedPglite();
  setJobsDatabase(handle);
}, 60_000);
afterAll(async () => {
  setJobsDatabase(undefined);
  await handle.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stateOf = async (queue: string) =>
  (
    (await handle.db.execute(sql`select state from jobs where queue = ${queue}`)) as unknown as {
      rows: { state: string }[];
    }
  ).rows.map((r) => r.state);

/** The process's database as the runtime holds it, noting what the jobs were at its close. */
function holdDatabase(queue: string) {
  const seen: { atClose?: string[] } = {};
  processState().database = Promise.resolve({
    close: async () => {
      seen.atClose = await stateOf(queue);
    },
  });
  return seen;
}

/** A worker running one job of `queue` that ends when `finish` resolves; answers the worker. */
async function startedJob(queue: string, finish: Promise<unknown>) {
  let started = false;
  const q = defineQueue(queue, async () => {
    started = true;
    await finish;
  });
  await q.enqueue(handle.db, { payload: {} });
  const worker = startWorker({ pollMs: 20 });
  stopBeforeClosing(worker);
  while (!started) await sleep(10);
  return worker;
}

test('a job under way finishes and is recorded done before the database closes', async () => {
  await startedJob('shutdown-short', sleep(300));
  const seen = holdDatabase('shutdown-short');
  await closeDatabase();
  expect(seen.atClose).toEqual(['done']);
});

test('a job that outlasts the stop is left running (its lease gives it back); the database closes', async () => {
  let release = () => {};
  const worker = await startedJob('shutdown-long', new Promise<void>((r) => (release = r)));
  const seen = holdDatabase('shutdown-long');
  const began = Date.now();
  await closeDatabase();
  expect(Date.now() - began).toBeLessThan(4_500);
  expect(seen.atClose).toEqual(['running']);
  release();
  await worker.stop();
}, 20_000);
