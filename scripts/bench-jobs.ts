/**
 * `npm run bench:jobs` (not part of `npm test`): kill -9 of a worker while it sends 500
 * messages (lib/jobs/test-support/kill-nine.ts), on PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server, on PostgreSQL. The worker gets SIGKILL when the receiver
 * has seen BENCH_JOBS_KILL_AT messages (default 200); a new one finishes the rest.
 *
 * Printed per backend: messages, working time, keys recorded in the database (distinct,
 * missing, duplicates — which completeJob makes impossible) and what the receiver saw: raw
 * arrivals (the messages posted but not yet committed when the worker died arrive twice) and
 * arrivals after de-duplication by Idempotency-Key (what a receiver that discards a key it has
 * already seen keeps: SMS providers by that header, mail clients by Message-ID).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { killNine } from '../lib/jobs/test-support/kill-nine';
import { freshPostgres } from './bench/postgres';

const MESSAGES = Number(process.env.BENCH_JOBS_MESSAGES ?? 500);
const KILL_AT = Number(process.env.BENCH_JOBS_KILL_AT ?? 200);

async function run(backend: string, db: string): Promise<boolean> {
  const r = await killNine(backend, db, MESSAGES, KILL_AT);
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `${backend}: ${r.messages} messages, ${s(r.beforeMs + r.afterMs)} s of work (${s(r.beforeMs)} s` +
      ` before the SIGKILL at ${r.killedAt} received, ${s(r.afterMs)} s after the restart);` +
      ` database: ${r.distinct} distinct keys, ${r.messages - r.distinct} missing,` +
      ` ${r.recorded - r.distinct} duplicates, ${r.dead} dead;` +
      ` receiver: ${r.posts} raw arrivals (${r.posts - r.receivedDistinct} twice: in flight at the kill),` +
      ` ${r.receivedDistinct} after de-duplication by Idempotency-Key`,
  );
  return (
    r.distinct === r.messages && r.recorded === r.messages && r.receivedDistinct === r.messages
  );
}

async function main() {
  let ok = true;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-bench-jobs-'));
  try {
    ok = (await run('pglite', dir)) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (admin) {
    const pg = await freshPostgres(admin, 'schola_bench_jobs');
    try {
      ok = (await run('postgres', pg.url)) && ok;
    } finally {
      await pg.drop();
    }
  } else console.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  if (!ok) {
    console.error('FAILED: a message was lost or recorded twice');
    process.exit(1);
  }
}

void main();
