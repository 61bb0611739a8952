/**
 * The bulk lane: exports yield to everyone else's requests (bulk-lane.ts). Time is real here,
 * and the assertions are one-sided where a loaded machine could only make a wait longer.
 */
import { defined } from '../test-support/defined';
import { BulkLane, LONGEST_REST_MS } from './bulk-lane';

const entry = <T>(log: T[], i: number) => defined(log[i], `step ${i} in the log`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A step that works for `ms` and notes when it started and ended. */
function timedStep(lane: BulkLane, ms: number, log: { start: number; end: number }[]) {
  return lane.step(async () => {
    const start = performance.now();
    await sleep(ms);
    log.push({ start, end: performance.now() });
  });
}

test('while others are served, a step that took t is followed by a rest of t·(1/share − 1)', async () => {
  const lane = new BulkLane(() => true, 0.25);
  const log: { start: number; end: number }[] = [];
  await timedStep(lane, 40, log);
  await timedStep(lane, 10, log);
  const took = entry(log, 0).end - entry(log, 0).start;
  // A rest of three times the first step (share 0.25), less a timer's granularity.
  expect(entry(log, 1).start - entry(log, 0).end).toBeGreaterThanOrEqual(took * 3 - 5);
});

test('with nobody else about, steps run back to back', async () => {
  const lane = new BulkLane(() => false, 0.1);
  const log: { start: number; end: number }[] = [];
  await timedStep(lane, 40, log);
  await timedStep(lane, 10, log);
  // Paced, the second would start 360 ms after the first ended.
  expect(entry(log, 1).start - entry(log, 0).end).toBeLessThan(150);
});

test('a rest ends soon after everyone else has gone', async () => {
  let busy = true;
  const lane = new BulkLane(() => busy, 0.1);
  const log: { start: number; end: number }[] = [];
  await timedStep(lane, 50, log); // then a rest of 450 ms while busy
  setTimeout(() => (busy = false), 30);
  await timedStep(lane, 10, log);
  expect(entry(log, 1).start - entry(log, 0).end).toBeLessThan(250);
});

test("steps never overlap, and one school's keep their arrival order", async () => {
  const lane = new BulkLane(() => false, 1);
  const log: { start: number; end: number; n: number }[] = [];
  await Promise.all(
    [30, 5, 15].map((ms, n) =>
      lane.step(async () => {
        const start = performance.now();
        await sleep(ms);
        log.push({ start, end: performance.now(), n });
      }),
    ),
  );
  expect(log.map((s) => s.n)).toEqual([0, 1, 2]);
  for (let i = 1; i < log.length; i++)
    expect(entry(log, i).start).toBeGreaterThanOrEqual(entry(log, i - 1).end);
});

test("schools take turns: one school's queue of steps does not stand before another's one", async () => {
  const lane = new BulkLane(() => false, 1);
  const order: string[] = [];
  const step = (school: string, n: number) =>
    lane.step(
      async () => {
        order.push(`${school}${n}`);
        await sleep(5);
      },
      { school },
    );
  // The big school queues four steps, then the small school asks for one.
  await Promise.all([
    step('big', 1),
    step('big', 2),
    step('big', 3),
    step('big', 4),
    step('small', 1),
  ]);
  expect(order).toEqual(['big1', 'small1', 'big2', 'big3', 'big4']);
});

test('a step that fails passes its error on and frees the lane', async () => {
  const lane = new BulkLane(() => false, 1);
  await expect(lane.step(() => Promise.reject(new Error('broken batch')))).rejects.toThrow(
    'broken batch',
  );
  await expect(lane.step(async () => 'next')).resolves.toBe('next');
});

test('a share outside (0, 1] is refused', () => {
  expect(() => new BulkLane(() => false, 0)).toThrow(RangeError);
  expect(() => new BulkLane(() => false, 1.5)).toThrow(RangeError);
});

describe('a step with someone waiting on it (a report)', () => {
  const tooLong = () => new Error('too long');

  test('gives up when the steps before it run past its wait, and those after still run', async () => {
    const lane = new BulkLane(() => false, 1, tooLong);
    const log: { start: number; end: number }[] = [];
    const long = timedStep(lane, 200, log);
    const asked = performance.now();
    await expect(lane.step(async () => 'report', { waitAtMostMs: 50 })).rejects.toThrow('too long');
    expect(performance.now() - asked).toBeLessThan(180);
    const after = timedStep(lane, 5, log);
    await Promise.all([long, after]);
    expect(entry(log, 1).start).toBeGreaterThanOrEqual(entry(log, 0).end); // still in turn, not overlapping
  });

  test('gives up when its rest would outlast its wait', async () => {
    const lane = new BulkLane(() => true, 0.1, tooLong);
    await timedStep(lane, 30, []); // a rest of 270 ms follows
    await expect(lane.step(async () => 'report', { waitAtMostMs: 50 })).rejects.toThrow('too long');
  });
});

test('a long step rests the lane no longer than LONGEST_REST_MS', async () => {
  const lane = new BulkLane(() => true, 0.1);
  const log: { start: number; end: number }[] = [];
  await timedStep(lane, 100, log); // t·(1/share − 1) would be 900 ms
  await timedStep(lane, 5, log);
  const rest = entry(log, 1).start - entry(log, 0).end;
  expect(rest).toBeGreaterThanOrEqual(LONGEST_REST_MS - 5);
  expect(rest).toBeLessThan(700);
});
