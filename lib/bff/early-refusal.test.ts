/**
 * The BFF's early refusal: when the in-process gate would refuse at once, the BFF answers the
 * API's own 503 (Retry-After included) before opening the session or reading the body; never
 * for the paths that need no database, nor for logout.
 */
import { AdmissionGate } from '../db/admission';
import { earlyRefusal } from './early-refusal';

async function fullGate() {
  const gate = new AdmissionGate({ concurrency: 1, queueLimit: 1, maxWaitMs: 10_000 });
  const running = await gate.enter();
  const waiting = gate.enter();
  return {
    gate,
    free: async () => {
      running();
      (await waiting)();
    },
  };
}

test('a full gate: 503 with Retry-After and the API’s message, before anything else', async () => {
  const { gate, free } = await fullGate();
  const res = earlyRefusal(gate, '/api/students', 'riverside');
  expect(res?.status).toBe(503);
  expect(res?.headers.get('retry-after')).toBe('1');
  expect(await res?.json()).toEqual({
    error: true,
    message: 'The server is busy. Please try again in a moment.',
  });
  await free();
  expect(earlyRefusal(gate, '/api/students', 'riverside')).toBeNull();
});

test('health, readiness, the OpenAPI document and logout are never refused early', async () => {
  const { gate, free } = await fullGate();
  for (const path of ['/api/health', '/api/ready', '/api/openapi.json', '/api/logout'])
    expect(earlyRefusal(gate, path, 'riverside')).toBeNull();
  await free();
});

test('no gate in this process (the API upstream, or not yet open): the API decides', () => {
  expect(earlyRefusal(undefined, '/api/students', 'riverside')).toBeNull();
});

test("a school's own share: refused early only when its queue is full", async () => {
  const gate = new AdmissionGate({
    concurrency: 2,
    queueLimit: 10,
    maxWaitMs: 10_000,
    perSchool: { running: 1, waiting: 1 },
  });
  const big = await gate.enter(undefined, 'big');
  const bigWaiting = gate.enter(undefined, 'big');
  expect(earlyRefusal(gate, '/api/students', 'big')?.status).toBe(503);
  expect(earlyRefusal(gate, '/api/students', 'small')).toBeNull();
  big();
  (await bigWaiting)();
});
