/** The edge gate's rules: which paths are gated, the web tier's limits, when to refuse. */
import { InFlight, edgeKindOf, edgeLimitsFor, pathOf, refusesAtEdge } from './edge-gate';

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
test.each([
  ['room everywhere', false, { inFlight: 0, inFlightOfSchool: 0, limits, databaseRefuses: false }],
  [
    'the database gate would refuse',
    true,
    { inFlight: 0, inFlightOfSchool: 0, limits, databaseRefuses: true },
  ],
  [
    'the web tier is full',
    true,
    { inFlight: 10, inFlightOfSchool: 0, limits, databaseRefuses: false },
  ],
  [
    'the school holds its share',
    true,
    { inFlight: 5, inFlightOfSchool: 4, limits, databaseRefuses: false },
  ],
  [
    'another school holds its share',
    false,
    { inFlight: 5, inFlightOfSchool: 1, limits, databaseRefuses: false },
  ],
])('%s: refused %s', (_name, refused, state) => {
  expect(refusesAtEdge(state)).toBe(refused);
});

test('in flight: counted per school until released, once', () => {
  const inFlight = new InFlight();
  const a = inFlight.enter('riverside');
  inFlight.enter('riverside');
  inFlight.enter('hillcrest');
  expect(inFlight.count('riverside')).toEqual({ inFlight: 3, inFlightOfSchool: 2 });
  a();
  a();
  expect(inFlight.count('riverside')).toEqual({ inFlight: 2, inFlightOfSchool: 1 });
  expect(inFlight.count('')).toEqual({ inFlight: 2, inFlightOfSchool: 0 });
});
