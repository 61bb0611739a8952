/**
 * The admission gate in front of the database: a bounded number run, a bounded number wait,
 * the rest are refused at once; a waiter whose client has gone is dropped before it runs; and
 * through the API, a refusal is a 503 with Retry-After while /api/health still answers.
 */
import { createApi } from '../api/app';
import { defined } from '../test-support/defined';
import { AdmissionGate, DatabaseBusyError, gateDeps } from './admission';
import { migratedPglite } from '../api/test-support/templates';

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('past the running and waiting limits a request is refused at once', async () => {
  const gate = new AdmissionGate({ concurrency: 2, queueLimit: 1, maxWaitMs: 10_000 });
  const a = await gate.enter();
  await gate.enter();
  const waiting = gate.enter();
  await expect(gate.enter()).rejects.toEqual(new DatabaseBusyError('queue-full'));
  expect(gate.stats).toEqual({ running: 2, waiting: 1 });
  a();
  const c = await waiting;
  expect(gate.stats).toEqual({ running: 2, waiting: 0 });
  c();
});

test('a waiter whose client has gone never runs, and frees its place', async () => {
  const gate = new AdmissionGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 10_000 });
  const release = await gate.enter();
  const client = new AbortController();
  const gone = gate.enter(client.signal);
  const next = gate.enter();
  client.abort();
  await expect(gone).rejects.toEqual(new DatabaseBusyError('client-gone'));
  expect(gate.stats.waiting).toBe(1);
  release();
  await next;
  expect(gate.stats).toEqual({ running: 1, waiting: 0 });
});

test('a client already gone is not admitted', async () => {
  const gate = new AdmissionGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 10_000 });
  await expect(gate.enter(AbortSignal.abort())).rejects.toEqual(
    new DatabaseBusyError('client-gone'),
  );
  expect(gate.stats).toEqual({ running: 0, waiting: 0 });
});

test('no one waits longer than the limit', async () => {
  const gate = new AdmissionGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 30 });
  const release = await gate.enter();
  await expect(gate.enter()).rejects.toEqual(new DatabaseBusyError('waited-too-long'));
  release();
  expect(gate.stats).toEqual({ running: 0, waiting: 0 });
});

describe('admissions come in turns of the event loop', () => {
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  /** Enters, and says whether the loop went round (a setImmediate ran) before admission. */
  async function admittedAfterTheLoopWentRound(waiting: Promise<unknown>, release: () => void) {
    let wentRound = false;
    setImmediate(() => (wentRound = true));
    release();
    await waiting;
    return wentRound;
  }

  test('within a turn a freed place goes to the next waiter at once', async () => {
    const gate = new AdmissionGate({
      concurrency: 1,
      queueLimit: 5,
      maxWaitMs: 10_000,
      turnMs: 10_000,
    });
    const first = await gate.enter(); // admitted at the start of a turn
    const second = gate.enter();
    expect(await admittedAfterTheLoopWentRound(second, first)).toBe(false);
    (await second)();
  });

  test('after the turn, the next admission waits for the loop to go round', async () => {
    const gate = new AdmissionGate({
      concurrency: 1,
      queueLimit: 5,
      maxWaitMs: 10_000,
      turnMs: 20,
    });
    const first = await gate.enter();
    const second = gate.enter();
    const busyUntil = performance.now() + 30; // the admitted request works past the turn
    while (performance.now() < busyUntil);
    expect(await admittedAfterTheLoopWentRound(second, first)).toBe(true);
    (await second)();
  });

  test('between turns the loop goes round once without one', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 10_000, turnMs: 1 });
    const first = await gate.enter();
    const second = gate.enter();
    busyFor(5);
    let rounds = 0;
    const count = () => {
      rounds++;
      if (rounds < 5) setImmediate(count);
    };
    setImmediate(count);
    first();
    await second;
    expect(rounds).toBe(2);
    (await second)();
  });

  test('without a turn length every admission waits for the loop', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 10_000 });
    const first = await gate.enter();
    const second = gate.enter();
    expect(await admittedAfterTheLoopWentRound(second, first)).toBe(true);
    (await second)();
  });

  test('a waiter whose client went while the loop went round is not admitted', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queueLimit: 5, maxWaitMs: 10_000 });
    const first = await gate.enter();
    const client = new AbortController();
    const gone = gate.enter(client.signal);
    const next = gate.enter();
    first();
    // The abort listener is removed only once admitted: abort before the turn runs.
    client.abort();
    await expect(gone).rejects.toEqual(new DatabaseBusyError('client-gone'));
    (await next)();
    expect(gate.stats).toEqual({ running: 0, waiting: 0 });
  });
});

test("a refusal at once never asks for the client's signal; a waiter does", async () => {
  const gate = new AdmissionGate({ concurrency: 1, queueLimit: 1, maxWaitMs: 10_000 });
  const asked: string[] = [];
  const signalOf = (who: string) => () => {
    asked.push(who);
    return new AbortController().signal;
  };
  const running = await gate.enter(signalOf('running'));
  const waiting = gate.enter(signalOf('waiting'));
  await expect(gate.enter(signalOf('refused'))).rejects.toEqual(
    new DatabaseBusyError('queue-full'),
  );
  expect(asked).toEqual(['running', 'waiting']);
  running();
  (await waiting)();
});

describe('within the answer budget', () => {
  const busyFor = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };
  /** A one-place gate whose school has run twelve requests of `runMs` each. */
  const gateAfterRuns = async (answerWithinMs: number, runMs: number, school?: string) => {
    const gate = new AdmissionGate({
      concurrency: 1,
      queueLimit: 5,
      maxWaitMs: 10_000,
      answerWithinMs,
    });
    for (let i = 0; i < 12; i++) {
      const release = await gate.enter(undefined, school);
      busyFor(runMs);
      release();
    }
    return gate;
  };

  test('a waiter waits at most the budget less what requests lately took to run', async () => {
    // Each request runs 100 ms: the average comes near it (93 ms).
    const gate = await gateAfterRuns(600, 100);
    const held = await gate.enter();
    const started = performance.now();
    await expect(gate.enter()).rejects.toEqual(new DatabaseBusyError('waited-too-long'));
    const waited = performance.now() - started;
    // About 600 − 100 (timers and a loaded machine make it approximate): not the full 600,
    // since running takes part of it, and not the 10 s limit.
    expect(waited).toBeGreaterThan(350);
    expect(waited).toBeLessThan(560);
    held();
  });

  test('when running alone takes the whole budget, a request that would wait is refused at once', async () => {
    const gate = await gateAfterRuns(30, 40);
    const held = await gate.enter(); // a free place is still taken
    await expect(gate.enter()).rejects.toEqual(new DatabaseBusyError('waited-too-long'));
    expect(gate.stats).toEqual({ running: 1, waiting: 0 });
    held();
  });

  test("one school's long runs leave another school's patience whole", async () => {
    // The big school's reports take more than the whole budget.
    const gate = await gateAfterRuns(30, 40, 'big');
    const held = await gate.enter(undefined, 'big');
    await expect(gate.enter(undefined, 'big')).rejects.toEqual(
      new DatabaseBusyError('waited-too-long'),
    );
    // The small school has run nothing slow: it waits (the place frees) instead of a 503.
    const small = gate.enter(undefined, 'small');
    expect(gate.stats).toEqual({ running: 1, waiting: 1 });
    held();
    (await small)();
  });
});

test('a refusal carries no stack: thousands a second are made and none is logged', () => {
  expect(new DatabaseBusyError('queue-full').stack).not.toMatch(/\n\s+at /);
  expect(new Error('x').stack).toMatch(/\n\s+at /); // the limit is put back
});

/** The API on an empty in-memory database, behind `gate` (its reports too). */
async function apiBehind(gate: AdmissionGate) {
  const handle = await migratedPglite();
  const api = createApi({
    database: async () => handle.db,
    ...gateDeps(() => gate),
    config: { appHost: 'schola.test', tokenTtlHours: 24, storageDir: '/tmp' },
  });
  return { api, handle };
}

test('through the API: a full queue is a 503 with Retry-After at once; health still answers', async () => {
  const gate = new AdmissionGate({ concurrency: 1, queueLimit: 0, maxWaitMs: 1000 });
  const { api, handle } = await apiBehind(gate);
  try {
    const held = await gate.enter(); // a request is using the database
    const res = await api.request('/api/system/data');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({
      error: true,
      message: 'The server is busy. Please try again in a moment.',
    });
    expect((await api.request('/api/health')).status).toBe(200);
    held();
    await tick();
    expect((await api.request('/api/system/data')).status).toBe(200);
  } finally {
    await handle.close();
  }
});

test('through the API: a report takes its turn in the bulk lane; a turn long in coming is a 503', async () => {
  const gate = new AdmissionGate({ concurrency: 2, queueLimit: 10, maxWaitMs: 100 });
  const { api, handle } = await apiBehind(gate);
  const exportBatch = () => gate.bulk.step(() => new Promise((done) => setTimeout(done, 400)));
  try {
    let batch = exportBatch(); // an export's batch holds the lane for 400 ms
    const busy = await api.request('/api/fees/fee-summary');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    await batch;
    // Its turn now comes at once, and it runs: unsigned, it is told to sign in.
    expect((await api.request('/api/fees/fee-summary')).status).toBe(401);
    // A screen is no report: it never waits in the lane.
    batch = exportBatch();
    expect((await api.request('/api/students')).status).toBe(401);
    await batch;
  } finally {
    await handle.close();
  }
});

describe('with a per-school share', () => {
  const limits = {
    concurrency: 3,
    queueLimit: 10,
    maxWaitMs: 10_000,
    perSchool: { running: 2, waiting: 3 },
  };

  test("a school at its share waits while another school's request gets in", async () => {
    const gate = new AdmissionGate(limits);
    const big = [await gate.enter(undefined, 'big'), await gate.enter(undefined, 'big')];
    const bigThird = gate.enter(undefined, 'big');
    await tick();
    expect(gate.stats).toEqual({ running: 2, waiting: 1 });
    // The third place goes to the small school, although big asked first.
    const small = await gate.enter(undefined, 'small');
    expect(gate.stats).toEqual({ running: 3, waiting: 1 });
    small();
    await tick();
    expect(gate.stats).toEqual({ running: 2, waiting: 1 }); // big is still at its share
    defined(big[0], "big's first place")();
    await bigThird;
    expect(gate.stats).toEqual({ running: 2, waiting: 0 });
  });

  test("a school's own queue is bounded, and others still queue", async () => {
    const gate = new AdmissionGate({ ...limits, concurrency: 2, maxWaitMs: 50 });
    await gate.enter(undefined, 'big');
    await gate.enter(undefined, 'big');
    const queued = [1, 2, 3].map(() => gate.enter(undefined, 'big').catch((e: Error) => e));
    await expect(gate.enter(undefined, 'big')).rejects.toEqual(new DatabaseBusyError('queue-full'));
    // Every place is taken (by big), but small may still wait for one.
    const smallWaiting = gate.enter(undefined, 'small').catch((e: Error) => e);
    expect(gate.stats).toEqual({ running: 2, waiting: 4 });
    // (Nobody releases here, so every waiter times out.)
    expect(await smallWaiting).toEqual(new DatabaseBusyError('waited-too-long'));
    expect(await Promise.all(queued)).toHaveLength(3);
  });
});
