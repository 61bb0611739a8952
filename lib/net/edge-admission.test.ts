/**
 * The edge gate on a real HTTP server, as instrumentation.ts installs it in front of Next: a
 * request the database's gate would refuse is answered 503 with Retry-After at once, before
 * the server's own handler runs (JSON for the API, a self-reloading page for pages); the
 * sign-in page, static files and the probes pass whatever the load; and the web tier keeps
 * no more requests in flight than its share of the database's places.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdmissionGate } from '../db/admission';
import { installEdgeAdmission } from './edge-admission';

let server: Server;
let base: string;
let handled: string[] = [];
/** Requests the handler holds open until released (to keep them in flight). */
const held: (() => void)[] = [];
let gate: AdmissionGate | undefined;
let uninstall: () => void;
const MAX_WAIT_MS = 1000;

beforeAll(async () => {
  uninstall = installEdgeAdmission({
    databaseGate: () => gate,
    appHost: 'schola.test',
    depth: 1,
    maxWaitMs: MAX_WAIT_MS,
  });
  server = createServer((req, res) => {
    handled.push(req.url ?? '');
    if (req.url?.includes('hold')) held.push(() => res.end('late'));
    else res.end('rendered');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  uninstall();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  handled = [];
  gate = undefined;
});

/** Waits until `check` holds (a few seconds at most). */
async function until(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
}

type Answer = {
  status: number;
  headers: IncomingHttpHeaders;
  text: () => string;
  json: () => unknown;
};

/** GET with the school's Host (fetch does not let a caller set Host). */
function get(path: string, school = 'riverside'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { Host: `${school}.schola.test` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => text,
          json: () => JSON.parse(text),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** A gate whose one place is taken and whose one waiting place is too. */
async function fullGate() {
  const full = new AdmissionGate({ concurrency: 1, queueLimit: 1, maxWaitMs: 10_000 });
  const running = await full.enter(undefined, 'riverside');
  const waiting = full.enter(undefined, 'riverside');
  return {
    full,
    free: async () => {
      running();
      (await waiting)();
    },
  };
}

test('a full database gate: the API call is refused at once, before the handler, with Retry-After', async () => {
  const { full, free } = await fullGate();
  gate = full;
  await get('/api/health'); // a connection open, as a browser's would be
  handled = [];
  const started = performance.now();
  const res = await get('/api/students?per_page=20');
  const took = performance.now() - started;
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.headers['content-type']).toBe('application/json');
  expect(res.json()).toEqual({
    error: true,
    message: 'The server is busy. Please try again in a moment.',
  });
  // Refused at once rather than after the edge queue's wait (1 s): the 50 ms target itself is
  // measured by npm run bench:load (503 p99), not here, where a loaded CI machine's scheduling
  // alone once took 99 ms.
  expect(took).toBeLessThan(500);
  expect(handled).toEqual([]);
  await free();
  expect((await get('/api/students')).status).toBe(200);
  expect(handled).toEqual(['/api/students']);
});

test('a page is refused with a small page that retries by itself, without a script', async () => {
  const { full, free } = await fullGate();
  gate = full;
  const res = await get('/dashboard');
  expect(res.status).toBe(503);
  expect(res.headers['retry-after']).toBe('3');
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  const html = res.text();
  expect(html).toContain('<meta http-equiv="refresh" content="3">');
  expect(html).toContain('The server is busy');
  expect(html).not.toContain('<script');
  expect(handled).toEqual([]);
  await free();
});

test('never gated: the sign-in page, static files, the probes and logout', async () => {
  const { full, free } = await fullGate();
  gate = full;
  const paths = [
    '/authentication/login?returnTo=%2Fdashboard',
    '/_next/static/chunks/main.js',
    '/favicon.ico',
    '/storage/logo-1.png',
    '/api/health',
    '/api/ready',
    '/api/logout',
  ];
  for (const path of paths) expect([path, (await get(path)).status]).toEqual([path, 200]);
  expect(handled).toEqual(paths);
  await free();
});

test('another school with room in the database gate is let in', async () => {
  const shared = new AdmissionGate({
    concurrency: 2,
    queueLimit: 10,
    maxWaitMs: 10_000,
    perSchool: { running: 1, waiting: 1 },
  });
  const big = await shared.enter(undefined, 'big');
  const bigWaiting = shared.enter(undefined, 'big');
  gate = shared;
  expect((await get('/api/students', 'big')).status).toBe(503);
  expect((await get('/api/students', 'small')).status).toBe(200);
  big();
  (await bigWaiting)();
});

test('past its share of places, a request waits at the edge for one; past the queue, 503 at once', async () => {
  // Two database places, one a school, depth 1: one request of a school in flight at once.
  gate = new AdmissionGate({
    concurrency: 2,
    queueLimit: 10,
    maxWaitMs: 10_000,
    perSchool: { running: 1, waiting: 5 },
  });
  const first = get('/dashboard?hold');
  await until(() => held.length === 1);
  // Ten more at once: some wait in line (up to the queue's limit), the rest are refused at once.
  const started = performance.now();
  const tracked = Array.from({ length: 10 }, (_, i) => {
    const answer = get(`/dashboard?waiter=${i}`);
    const entry = { answer, settledAfter: undefined as number | undefined };
    void answer.then(() => (entry.settledAfter = performance.now() - started));
    return entry;
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
  const waiters = tracked.filter((t) => t.settledAfter === undefined).map((t) => t.answer);
  const refused = tracked.filter((t) => t.settledAfter !== undefined);
  expect(waiters.length).toBeGreaterThan(0);
  expect(refused.length).toBeGreaterThan(0);
  for (const r of refused) expect((await r.answer).status).toBe(503);
  expect(handled).toEqual(['/dashboard?hold']); // the waiters wait before the server's handler
  expect((await get('/api/students')).status).toBe(200); // API calls are counted apart
  expect((await get('/dashboard', 'hillcrest')).status).toBe(200); // another school's share
  held.shift()?.();
  expect((await first).status).toBe(200);
  // Each waiter, let in as the one before it finishes, is answered in turn.
  for (const waiter of waiters) expect((await waiter).status).toBe(200);
});

test('a request that waited its whole time is refused', async () => {
  gate = new AdmissionGate({ concurrency: 1, queueLimit: 10, maxWaitMs: 10_000 });
  const first = get('/dashboard?hold');
  await until(() => held.length === 1);
  const started = performance.now();
  const waited = await get('/dashboard?waits');
  expect(waited.status).toBe(503);
  expect(performance.now() - started).toBeGreaterThanOrEqual(MAX_WAIT_MS - 5);
  expect(handled).not.toContain('/dashboard?waits');
  held.shift()?.();
  expect((await first).status).toBe(200);
});
