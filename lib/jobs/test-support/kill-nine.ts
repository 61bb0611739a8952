/**
 * kill -9 of a worker while it sends messages, then a restart: the run shared by
 * `npm run bench:jobs` (scripts/bench-jobs.ts, 500 messages) and lib/jobs/kill-worker.test.ts.
 * A child process (scripts/bench/jobs-worker.ts) enqueues the messages and works them off;
 * each job posts its idempotency key to a receiver in this process, then records the key and
 * its own "done" in one transaction. When the receiver has seen `killAt` messages the child
 * gets SIGKILL; a new child on the same database (on PGlite it takes over the folder) finishes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Figures = { recorded: number; distinct: number; dead: number };

export type KillNineResult = {
  messages: number;
  killedAt: number;
  /** Working time before the kill and after the restart, start-ups left out. */
  beforeMs: number;
  afterMs: number;
  /** In the database: rows recorded and distinct keys among them; dead jobs. */
  recorded: number;
  distinct: number;
  dead: number;
  /**
   * What the receiver outside the database saw: posts in all (raw arrivals), and distinct
   * Idempotency-Keys among them (the arrivals a receiver that de-duplicates keeps).
   */
  receivedDistinct: number;
  posts: number;
};

function child(db: string, receiver: string, enqueue: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/jobs-worker.ts'], {
    env: {
      ...process.env,
      BENCH_JOBS_DB: db,
      BENCH_JOBS_RECEIVER: receiver,
      BENCH_JOBS_ENQUEUE: String(enqueue),
      NODE_OPTIONS: '',
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

/** `db`: a postgres:// URL or a PGlite folder. */
export async function killNine(
  backend: string,
  db: string,
  messages: number,
  killAt: number,
): Promise<KillNineResult> {
  const received = new Map<string, number>();
  /** The first worker, to be killed: set once the receiver's address is known. */
  const first: { proc?: ChildProcess } = {};
  let killedAt = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      // De-duplicated as a receiver does: by the Idempotency-Key header (the body, if none).
      const key = String(req.headers['idempotency-key'] ?? body);
      received.set(key, (received.get(key) ?? 0) + 1);
      const posts = [...received.values()].reduce((a, b) => a + b, 0);
      if (first.proc && !killedAt && posts >= killAt) {
        killedAt = posts;
        first.proc.kill('SIGKILL');
      }
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  first.proc = child(db, receiver, messages);
  const killed = await outcome(first.proc);
  if (!killedAt)
    throw new Error(`${backend}: the worker finished before the kill (${killed.code})`);
  const second = await outcome(child(db, receiver, 0));
  server.close();
  if (second.code !== 0)
    throw new Error(`${backend}: the restarted worker failed (${second.code})`);
  const figures = JSON.parse(second.last) as Figures;
  return {
    messages,
    killedAt,
    beforeMs: killed.ms,
    afterMs: second.ms,
    ...figures,
    receivedDistinct: received.size,
    posts: [...received.values()].reduce((a, b) => a + b, 0),
  };
}
