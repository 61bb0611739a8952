/**
 * Fuzz (issue 9): every write route of the route list (lib/api/routes.ts) is sent generated
 * bodies — values shaped by the route's own schema mixed with hostile ones (control
 * characters, integers past their columns, wrong types, huge strings, junk nesting) — as
 * JSON and as multipart forms, with hostile path ids. No answer may be a 500. Seeded and
 * bounded in runs and time, so a failure replays exactly.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from './demo/schools';
import { allRoutes } from './routes';
import type { RouteDefinition } from './http/route';
import { startTestApi, type TestApi } from './test-support/harness';
import { defined } from '../test-support/defined';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
const MS_PER_ROUTE = 4000;

/** Routes that would end the fuzzing session itself. */
const SKIPPED = new Set(['POST /logout']);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

const hostile = fc.constantFrom<unknown>(
  null,
  '',
  ' ',
  'a\u0000b',
  'line\u001b[31m',
  '\u0085',
  2147483648,
  -2147483649,
  1e20,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  '2147483648',
  '99999999999999999999',
  'NaN',
  true,
  [],
  {},
  [null],
  { nested: { deeper: ['x\u0000'] } },
  'x'.repeat(5000),
  '2024-02-30',
  '0000-00-00',
  "' or 1=1 --",
  '<svg onload=alert(1)>',
  '\ud800',
  '../../etc/passwd',
);

/** Values shaped by a JSON schema, often right, sometimes hostile. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.oneof(hostile, fc.string({ maxLength: 10 }));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, depth + 1)), hostile);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostile);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostile);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let shaped: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      shaped =
        schema.format === 'email'
          ? fc.emailAddress()
          : fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('2025-06-01', '10:30', 'male'));
      break;
    case 'integer':
    case 'number':
      shaped = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer(), fc.double());
      break;
    case 'boolean':
      shaped = fc.boolean();
      break;
    case 'array':
      shaped = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
      break;
    case 'object':
      shaped = objectFor(schema, depth + 1);
      break;
    default:
      shaped = fc.anything({ maxDepth: 2 });
  }
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: hostile, weight: 1 });
}

function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, depth)]),
  );
  return fc.record(shape, { requiredKeys: [] }) as fc.Arbitrary<Record<string, unknown>>;
}

function bodyFor(route: RouteDefinition): fc.Arbitrary<unknown> {
  if (!route.body) return fc.oneof(fc.constant(undefined), fc.anything({ maxDepth: 2 }));
  const schema = z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { arbitrary: objectFor(schema), weight: 5 },
    { arbitrary: fc.anything({ maxDepth: 2 }), weight: 1 },
  );
}

const pathId = fc.constantFrom(
  '1',
  '2',
  '3',
  '7',
  '999999',
  '2147483648',
  '-1',
  'abc',
  '%00',
  '1.5',
);

function pathFor(route: RouteDefinition): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => defined(m[1], 'a parameter name'));
  return fc
    .tuple(...names.map(() => pathId))
    .map(
      (ids) =>
        `/api${names.reduce((p, n, i) => p.replace(`:${n}`, defined(ids[i], `an id for :${n}`)), route.path)}`,
    );
}

/** The same values as a multipart form: strings as fields, the rest as JSON or as a file. */
function asForm(body: unknown): FormData {
  const form = new FormData();
  if (!body || typeof body !== 'object') return form;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') form.set(key, value);
    else if (value && typeof value === 'object')
      form.set(key, new File([JSON.stringify(value)], `${key}.csv`));
    else form.set(key, String(value));
  }
  return form;
}

let t: TestApi;
let tokens: { school: string; provider: string };

beforeAll(async () => {
  t = await startTestApi();
  const provider = await t.call('POST', '/api/login', {
    body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
  });
  tokens = {
    school: await t.login('admin@riverside.test'),
    provider: provider.body?.data?.token,
  };
});
afterAll(() => t.close());

// Provider routes last: suspending the fuzzing school would turn later routes into 401s.
const writeRoutes = allRoutes
  .filter((r) => r.method !== 'GET' && !SKIPPED.has(`${r.method} ${r.path}`))
  .sort((a, b) => Number(a.access.kind === 'provider') - Number(b.access.kind === 'provider'));

test('the route list has write routes to fuzz', () => {
  expect(writeRoutes.length).toBeGreaterThan(40);
});

describe.each(writeRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s',
  (_name, route) => {
    test('never answers 500 to generated input', async () => {
      const token =
        route.access.kind === 'public'
          ? undefined
          : route.access.kind === 'provider'
            ? tokens.provider
            : tokens.school;
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(pathFor(route), bodyFor(route), fc.boolean(), async (url, body, form) => {
          const res = await t.call(route.method, url, {
            token,
            school: route.access.kind === 'provider' ? undefined : 'riverside',
            body: form ? asForm(body) : body,
          });
          if (res.status >= 500)
            failures.push(`${res.status} ${url} ${JSON.stringify(body)?.slice(0, 300)}`);
          return res.status < 500;
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: MS_PER_ROUTE },
      );
      expect(failures).toEqual([]);
    });
  },
);
