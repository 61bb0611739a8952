/** The edge gate's rules: which paths are gated, the web tier's limits, when to refuse. */
import { edgeDecision, edgeKindOf, edgeLimitsFor, edgeQueueLimit, pathOf } from './edge-gate';

test.each([
  // Never gated: the sign-in pages, a school's root, Next's files, static files, probes, logout.
  ['/authentication/login', null],
  ['/authentication/forget-pwd', null],
  ['/pages/authentication/login-simple', null],
  ['/', null],
  ['/favicon.ico', null],
  ['/_next/static/chunks/app.js', null],
  ['/_next/image', null],
  ['/storage/logo-1f2e.png', null],
  ['/robots.txt', null],
  ['/api/health', null],
  ['/api/ready', null],
  ['/api/logout', null],
  // Gated: API calls (files under /api too: they are read through the database) and pages.
  ['/api/login', 'api'],
  ['/api/students', 'api'],
  ['/api/fee-payments/7/receipt.pdf', 'api'],
  ['/api/openapi.json', 'api'],
  ['/api', 'api'],
  ['/api/health/x', 'api'],
  ['/dashboard', 'page'],
  ['/students/list', 'page'],
  ['/authentication', null],
  ['/authenticationx', 'page'],
  // A crafted path never borrows an exemption.
  ['/authentication/../dashboard', 'page'],
  ['/authentication/%2e%2e/dashboard', 'page'],
  ['/_next/../dashboard', 'page'],
  ['//dashboard.css', 'page'],
  ['/api/health/..', 'api'],
  ['/api/%68ealth', 'api'],
])('%s is %s', (path, kind) => {
  expect(edgeKindOf(path)).toBe(kind);
});

test.each([
  ['/dashboard?x=1', '/dashboard'],
  ['/api/students?per_page=20&sort=name', '/api/students'],
  ['/', '/'],
  [undefined, '/'],
])('the path of %s is %s', (url, path) => {
  expect(pathOf(url)).toBe(path);
});

test.each([
  [
    'PostgreSQL (10 places, 4 a school)',
    { concurrency: 10, perSchool: { running: 4, waiting: 250 } },
    4,
    { total: 40, perSchool: 16 },
  ],
  ['PGlite (2 places, no share)', { concurrency: 2 }, 4, { total: 8, perSchool: 8 }],
  ['a fraction of a place', { concurrency: 2 }, 0.5, { total: 1, perSchool: 1 }],
  ['no database gate here', undefined, 4, { total: 40, perSchool: 16 }],
])('limits: %s', (_name, database, depth, limits) => {
  const full = database && { queueLimit: 0, maxWaitMs: 0, ...database };
  expect(edgeLimitsFor(full, depth)).toEqual(limits);
});

const limits = { total: 10, perSchool: 4 };
const queueLimit = { total: 20, perSchool: 8 };
const quiet = {
  inFlight: 0,
  inFlightOfSchool: 0,
  waiting: 0,
  waitingOfSchool: 0,
  waiterGoesFirst: false,
  limits,
  queueLimit,
  databaseRefuses: false,
};
test.each([
  ['room everywhere', 'now', {}],
  ['the database gate would refuse', 'refuse', { databaseRefuses: true }],
  ['the web tier is full: wait', 'wait', { inFlight: 10, inFlightOfSchool: 1 }],
  ['the school holds its share: wait', 'wait', { inFlight: 5, inFlightOfSchool: 4 }],
  ['another school holds its share', 'now', { inFlight: 5, inFlightOfSchool: 1 }],
  ['a waiter could take the place first', 'wait', { waiting: 1, waiterGoesFirst: true }],
  ['others wait, none could take it', 'now', { waiting: 8, waiterGoesFirst: false }],
  ['full, and the queue too', 'refuse', { inFlight: 10, waiting: 20, waitingOfSchool: 1 }],
  [
    'full, and the school waits its share',
    'refuse',
    { inFlight: 10, waiting: 8, waitingOfSchool: 8 },
  ],
])('%s: %s', (_name, decision, state) => {
  expect(edgeDecision({ ...quiet, ...state })).toBe(decision);
});

test.each([
  ['pace not yet measured: four times the in-flight limit', 0, { total: 40, perSchool: 16 }],
  ['600 a second: what half a second serves', 600, { total: 300, perSchool: 300 }],
  ['12 a second', 12, { total: 10, perSchool: 6 }],
  ['4 a second: never fewer than may be in flight', 4, { total: 10, perSchool: 4 }],
])('queue limit, %s', (_name, servedPerSecond, expected) => {
  expect(edgeQueueLimit(limits, servedPerSecond)).toEqual(expected);
});
