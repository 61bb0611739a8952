/**
 * `npm run bench:jobs` (not part of `npm test`): kill -9 of a worker while it sends 500
 * messages, on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on
 * PostgreSQL. A child process (scripts/bench/jobs-worker.ts) enqueues the messages and works
 * them off; each job posts its idempotency key to a receiver in this process, then records
 * the key and its own "done" in one transaction. When the receiver has seen BENCH_JOBS_KILL_AT
 * messages (default 200) the child gets SIGKILL; a new child is started on the same database
 * (on PGlite it takes over the folder) and finishes the rest.
 *
 * Printed per backend: messages, time, keys recorded in the database (distinct, missing,
 * duplicates — which completeJob makes impossible) and what the receiver saw (distinct,
 * duplicates: the messages posted but not yet committed when the worker died, sent again —
 * a receiver outside the database must discard a key it has already seen).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freshPostgres } from './bench/postgres';

const MESSAGES = Number(process.env.BENCH_JOBS_MESSAGES ?? 500);
const KILL_AT = Number(process.env.BENCH_JOBS_KILL_AT ?? 200);

type Figures = { recorded: number; distinct: number; dead: number };

function child(db: string, receiver: string, enqueue: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/jobs-worker.ts'], {
    env: {
      ...process.env,
      BENCH_JOBS_DB: db,
      BENCH_JOBS_RECEIVER: receiver,
      BENCH_JOBS_ENQUEUE: String(enqueue),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * The child's exit, its last line (the figures) and how long it worked: from its "ready" (the
 * database open, migrated, the messages enqueued) to its end, start-up left out.
 */
function outcome(proc: ChildProcess): Promise<{ code: number | null; last: string; ms: number }> {
  let last = '';
  let ready = 0;
  proc.stdout?.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().trim().split('\n');
    if (lines.includes('ready')) ready = performance.now();
    last = lines[lines.length - 1] ?? last;
  });
  return new Promise((resolve) =>
    proc.on('exit', (code) => resolve({ code, last, ms: ready ? performance.now() - ready : 0 })),
  );
}

async function run(backend: string, db: string) {
  const received = new Map<string, number>();
  /** The first worker, to be killed: set once the receiver's address is known. */
  const first: { proc?: ChildProcess } = {};
  let killedAt = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.set(body, (received.get(body) ?? 0) + 1);
      const posts = [...received.values()].reduce((a, b) => a + b, 0);
      if (first.proc && !killedAt && posts >= KILL_AT) {
        killedAt = posts;
        first.proc.kill('SIGKILL');
      }
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  first.proc = child(db, receiver, MESSAGES);
  const killed = await outcome(first.proc);
  if (!killedAt)
    throw new Error(`${backend}: the worker finished before the kill (${killed.code})`);
  const second = await outcome(child(db, receiver, 0));
  const seconds = (killed.ms + second.ms) / 1000;
  server.close();
  if (second.code !== 0)
    throw new Error(`${backend}: the restarted worker failed (${second.code})`);
  const figures = JSON.parse(second.last) as Figures;
  const posts = [...received.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${backend}: ${MESSAGES} messages, ${seconds.toFixed(1)} s of work (${(killed.ms / 1000).toFixed(1)} s` +
      ` before the SIGKILL at ${killedAt} received, ${(second.ms / 1000).toFixed(1)} s after the restart);` +
      ` database: ${figures.distinct} distinct keys, ${MESSAGES - figures.distinct} missing,` +
      ` ${figures.recorded - figures.distinct} duplicates, ${figures.dead} dead;` +
      ` receiver: ${received.size} distinct, ${posts - received.size} sent twice (in flight at the kill)`,
  );
  return (
    figures.distinct === MESSAGES && figures.recorded === MESSAGES && received.size === MESSAGES
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
