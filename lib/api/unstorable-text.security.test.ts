/**
 * Issue 25: text no record may hold — a lone UTF-16 surrogate (`"\ud800"`) or a control
 * character — is a 422 naming the field on every write route, generated from the route list
 * (lib/api/routes.ts), so a route is covered the day it is mounted. Before, a lone surrogate
 * passed the checks and the audit log's json column refused it: a 500 on POST /custom-fees
 * (`note`) and POST /payroll-runs/{id}/pay (`reference`), shown here with bodies that are
 * otherwise valid. One app, one school, one request per probe.
 */
import { z } from 'zod';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from './demo/schools';
import type { RouteDefinition } from './http/route';
import { allRoutes } from './routes';
import { foreignRows as feeRows } from './modules/fees/test-support/foreign-rows';
import { foreignRows as payrollRows } from './modules/payroll/test-support/foreign-rows';
import { post, student, type As } from './test-support/fixtures';
import { startTestApi, unique, type TestApi } from './test-support/harness';
import { defined } from '../test-support/defined';

const LONE_SURROGATE = '\ud800';
const ESCAPE = 'a\u001bb';
const SURROGATE_MESSAGE = /lone UTF-16 surrogate/;
const CONTROL_MESSAGE = /control character/;

let t: TestApi;
let school: As;
let provider: string;

beforeAll(async () => {
  t = await startTestApi();
  school = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  const login = await t.call('POST', '/api/login', {
    body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
  });
  provider = login.body.data.token;
});
afterAll(() => t.close());

/** The first text field the route's body schema names (else any name: the edge checks all). */
function textField(route: RouteDefinition): string {
  if (!route.body) return 'probe';
  const schema = z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown }>;
  };
  const fields = Object.entries(schema.properties ?? {});
  return (fields.find(([, s]) => s.type === 'string') ?? fields[0])?.[0] ?? 'probe';
}

const urlOf = (route: RouteDefinition) => `/api${route.path.replace(/:\w+/g, '1')}`;

function caller(route: RouteDefinition) {
  if (route.access.kind === 'public') return {};
  if (route.access.kind === 'provider') return { token: provider };
  return school;
}

/** The same field as a multipart form's text field. */
function form(field: string, value: string): FormData {
  const body = new FormData();
  body.set(field, value);
  return body;
}

// Provider routes last, as in the fuzz suite: nothing here should run a handler, but a
// regression that did must not suspend the school the other probes use.
const writeRoutes = allRoutes
  .filter((r) => r.method !== 'GET')
  .sort((a, b) => Number(a.access.kind === 'provider') - Number(b.access.kind === 'provider'));

test('the route list has write routes to probe', () => {
  expect(writeRoutes.length).toBeGreaterThan(80);
});

describe.each(writeRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s',
  (_name, route) => {
    const expectRefused = (
      res: { status: number; body: { message?: string; errors?: Record<string, string> } },
      field: string,
      message: RegExp,
    ) => {
      expect([res.status, res.body.errors?.[field]]).toEqual([422, expect.stringMatching(message)]);
      expect(res.body.message).toContain(`"${field}"`);
    };

    if (route.body) {
      test('a lone surrogate in a JSON body field is a 422 naming it', async () => {
        const field = textField(route);
        const res = await t.call(route.method, urlOf(route), {
          ...caller(route),
          body: { [field]: LONE_SURROGATE },
        });
        expectRefused(res, field, SURROGATE_MESSAGE);
      });

      test('a control character in a form field is a 422 naming it', async () => {
        const field = textField(route);
        const res = await t.call(route.method, urlOf(route), {
          ...caller(route),
          body: form(field, ESCAPE),
        });
        expectRefused(res, field, CONTROL_MESSAGE);
      });
    }

    // A URL cannot carry a lone surrogate (it is UTF-8), but it can carry a NUL: every route,
    // with a query schema or not, refuses it before anything runs.
    test('a control character in the query is a 422 naming it', async () => {
      const res = await t.call(route.method, `${urlOf(route)}?probe=%00`, {
        ...caller(route),
        body: route.body ? {} : undefined,
      });
      expectRefused(res, 'probe', CONTROL_MESSAGE);
    });
  },
);

describe('bodies otherwise valid (these were 500s)', () => {
  test('POST /custom-fees with a lone surrogate in note', async () => {
    const feeType = await post(t, school, '/fee-types', { name: unique('Fee') });
    const res = await t.call('POST', '/api/custom-fees', {
      ...school,
      body: {
        fee_type_id: feeType,
        amount: 5000,
        due_date: '2026-09-01',
        student_ids: [await student(t, school)],
        note: `Trip ${LONE_SURROGATE}`,
      },
    });
    expect([res.status, res.body.errors]).toEqual([
      422,
      { note: expect.stringMatching(SURROGATE_MESSAGE) },
    ]);
  });

  test('POST /payroll-runs/{id}/pay with a lone surrogate in reference', async () => {
    const run = await defined(payrollRows['payroll-runs'], 'payroll run fixtures').create(
      t,
      school,
    );
    const finalised = await t.call('POST', `/api/payroll-runs/${run}/finalise`, school);
    expect(finalised.status).toBe(200);
    const res = await t.call('POST', `/api/payroll-runs/${run}/pay`, {
      ...school,
      body: { paid_on: '2041-02-01', method: 'bank_transfer', reference: LONE_SURROGATE },
    });
    expect([res.status, res.body.errors]).toEqual([
      422,
      { reference: expect.stringMatching(SURROGATE_MESSAGE) },
    ]);
  });

  test('PUT /fee-structures/{id} with a lone surrogate in a nested installment name', async () => {
    const rows = defined(feeRows['fee-structures'], 'fee structure fixtures');
    const id = await rows.create(t, school);
    const body = (await defined(rows.bodies?.['PUT /fee-structures/:id'], 'a body')(
      t,
      school,
    )) as Record<string, unknown>;
    const res = await t.call('PUT', `/api/fee-structures/${id}`, {
      ...school,
      body: {
        ...body,
        installments: [{ name: LONE_SURROGATE, due_date: '2026-09-01', amount: 10000 }],
      },
    });
    expect([res.status, res.body.errors]).toEqual([
      422,
      { 'installments.0.name': expect.stringMatching(SURROGATE_MESSAGE) },
    ]);
  });
});
