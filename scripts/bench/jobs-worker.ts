/**
 * The child process of `npm run bench:jobs` (scripts/bench-jobs.ts): a real worker on the
 * database named by BENCH_JOBS_DB (a postgres:// URL or a PGlite folder, which this process
 * then owns). With BENCH_JOBS_ENQUEUE=n it first enqueues n jobs in one transaction. Each job
 * posts its key to the parent's receiver (a side effect outside the database), then records
 * the key in bench_job_receipts and marks itself done in one transaction (completeJob). When
 * no job is left it prints one JSON line of what the database holds and exits. Like the
 * deliveries, each job records its own send right after it (no batch commit): what a kill can
 * leave sent-but-unrecorded is only the jobs in flight (the queue's concurrency, 8).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../lib/db/client';
import { completeJob, defineQueue, setJobsDatabase, startWorker } from '../../lib/jobs';

const target = process.env.BENCH_JOBS_DB ?? '';
const receiver = process.env.BENCH_JOBS_RECEIVER ?? '';
const enqueue = Number(process.env.BENCH_JOBS_ENQUEUE ?? 0);
const QUEUE = 'bench-send';

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

async function main() {
  const handle = await openDatabase(
    target.startsWith('postgres') ? { url: target } : { pgliteDir: target },
  );
  const { db } = handle;
  // No unique key: a key recorded twice must show up as a duplicate, not be refused.
  await db.execute(sql`create table if not exists bench_job_receipts (key text not null)`);
  const queue = defineQueue<{ n: number }>(
    QUEUE,
    async (job) => {
      // The key travels as the SMS provider's does (Idempotency-Key), for the receiver to
      // discard a message it has already taken.
      const res = await fetch(receiver, {
        method: 'POST',
        headers: { 'Idempotency-Key': job.key ?? '' },
        body: job.key,
      });
      if (!res.ok) throw new Error(`receiver answered ${res.status}`);
      await job.db.transaction(async (tx) => {
        await tx.execute(sql`insert into bench_job_receipts (key) values (${job.key})`);
        await completeJob(tx, job);
      });
    },
    { concurrency: 8 },
  );
  if (enqueue)
    await db.transaction(async (tx) => {
      for (let n = 0; n < enqueue; n++)
        await queue.enqueue(tx, { payload: { n }, schoolId: 1 + (n % 2), key: `message-${n}` });
    });
  console.log('ready');
  setJobsDatabase(handle);
  const worker = startWorker({ pollMs: 100, leaseSeconds: 5 });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [left] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from jobs where queue = ${QUEUE} and state <> 'done'`,
      ),
    );
    if (left?.n === 0) break;
  }
  await worker.stop();
  const [figures] = rowsOf<{ recorded: number; distinct: number; dead: number }>(
    await db.execute(sql`select count(*)::int as recorded, count(distinct key)::int as distinct,
      (select count(*)::int from jobs where queue = ${QUEUE} and state = 'dead') as dead
      from bench_job_receipts`),
  );
  console.log(JSON.stringify(figures));
  await handle.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
