/**
 * The provider console's lists take the one list path: every row reachable a page at a time
 * (past 100 and 200, where they used to stop), searched, sorted, and exported whole as CSV;
 * provider tokens only. Each list gets 130 rows of its own, marked for a search.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import {
  outboxEmails,
  partnerApplications,
  plans,
  schoolRegistrations,
  schools,
  subscriptionRequests,
  users,
} from '../../../db/schema';
import { PROVIDER_EMAIL } from '../../seed';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { defined } from '../../../test-support/defined';

const ROWS = 130;
const numbered = (f: (n: string) => unknown) =>
  Array.from({ length: ROWS }, (_, i) => f(String(i + 1).padStart(3, '0')));

let t: TestApi;
let provider: { token: string };
beforeAll(async () => {
  t = await startTestApi();
  provider = { token: await t.login(PROVIDER_EMAIL, undefined, '') };
  const db = t.handle.db;
  await db.insert(schools).values(
    numbered((n) => ({
      name: `Quillon School ${n}`,
      subdomain: `quillon-${n}`,
      code: `QN${n}`,
    })) as [typeof schools.$inferInsert],
  );
  const contact = { email: 'x@example.org', phone: '+1 555 0100' };
  await db.insert(schoolRegistrations).values(
    numbered((n) => ({
      schoolName: `Quillon Academy ${n}`,
      subdomain: `quillon-academy-${n}`,
      contactName: 'Vera Quillon',
      ...contact,
      address: '1 Road',
      city: 'Quillon City',
      country: 'Ireland',
    })) as [typeof schoolRegistrations.$inferInsert],
  );
  await db.insert(partnerApplications).values(
    numbered((n) => ({
      fullName: `Quillon Partner ${n}`,
      organisation: 'Quillon Ltd',
      ...contact,
      region: 'West',
      message: 'We would like to resell.',
    })) as [typeof partnerApplications.$inferInsert],
  );
  await db.insert(outboxEmails).values(
    numbered((n) => ({
      recipient: `quillon-${n}@example.org`,
      subject: `Reset ${n}`,
      body: `Choose a password: https://x.test/authentication/create-pwd?token=secret${n}`,
      reason: 'smtp-not-configured',
    })) as [typeof outboxEmails.$inferInsert],
  );
  const planRows = await db
    .insert(plans)
    .values(
      numbered((n) => ({
        name: `Quillon Plan ${n}`,
        priceMinor: 1000 + Number(n),
        currency: 'EUR',
        billingCycle: 'month',
        modules: ['fees'],
      })) as [typeof plans.$inferInsert],
    )
    .returning({ id: plans.id });
  const riverside = defined(
    (
      await db.select({ id: schools.id }).from(schools).where(eq(schools.subdomain, 'riverside'))
    )[0],
    'riverside',
  );
  const [someone] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.schoolId, riverside.id))
    .limit(1);
  await db.insert(subscriptionRequests).values(
    planRows.map((plan, i) => ({
      schoolId: riverside.id,
      planId: plan.id,
      message: `Quillon request ${i + 1}`,
      requestedByUserId: defined(someone, 'a user of riverside').id,
      requestedByName: 'Ada Admin',
      status: i % 2 ? ('done' as const) : ('open' as const),
    })),
  );
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

/** Each list: its path, the filter that shows the test's rows, and each row's name in JSON and CSV. */
const LISTS: {
  path: string;
  filter: string;
  name: (row: Row) => unknown;
  csvName: string;
  oneOf: (n: string) => string;
  /** A search that finds row 042 alone (with the list's other filters). */
  only042: string;
}[] = [
  {
    path: '/api/provider/schools',
    filter: 'search=quillon',
    name: (r) => r.name,
    csvName: 'School',
    oneOf: (n) => `Quillon School ${n}`,
    only042: 'search=quillon-042',
  },
  {
    path: '/api/provider/registrations',
    filter: 'search=quillon&status=pending',
    name: (r) => r.schoolName,
    csvName: 'School',
    oneOf: (n) => `Quillon Academy ${n}`,
    only042: 'search=academy 042&status=all',
  },
  {
    path: '/api/provider/partner-applications',
    filter: 'search=quillon&status=all',
    name: (r) => r.fullName,
    csvName: 'Applicant',
    oneOf: (n) => `Quillon Partner ${n}`,
    only042: 'search=partner 042&status=all',
  },
  {
    path: '/api/provider/outbox',
    filter: 'search=quillon',
    name: (r) => r.recipient,
    csvName: 'To',
    oneOf: (n) => `quillon-${n}@example.org`,
    only042: 'search=quillon-042@',
  },
  {
    path: '/api/plans',
    filter: 'search=quillon',
    name: (r) => r.name,
    csvName: 'Plan',
    oneOf: (n) => `Quillon Plan ${n}`,
    only042: 'search=plan 042',
  },
  {
    path: '/api/provider/subscription-requests',
    filter: 'search=quillon',
    name: (r) => r.message,
    csvName: 'Message',
    oneOf: (n) => `Quillon request ${Number(n)}`,
    only042: 'search=request 42&status=all',
  },
];

const expected = (list: (typeof LISTS)[number]) => numbered(list.oneOf).sort();

describe.each(LISTS)('$path', (list) => {
  const get = (query: string) => t.call('GET', `${list.path}?${list.filter}&${query}`, provider);

  test('every row is reachable a page at a time, past 100, with the total', async () => {
    const seen: unknown[] = [];
    for (let page = 1; ; page++) {
      const res = await get(`per_page=50&page=${page}`);
      expect(res.status).toBe(200);
      expect(res.body.meta).toEqual({ page, per_page: 50, total: ROWS, total_capped: false });
      seen.push(...res.body.data.map(list.name));
      if (res.body.data.length < 50) break;
    }
    expect(seen.sort()).toEqual(expected(list));
    // Pages without their count say whether more follow.
    const second = await get('per_page=100&page=2&total=omit');
    expect(second.body.data).toHaveLength(ROWS - 100);
    expect(second.body.meta).toEqual({ page: 2, per_page: 100, has_more: false });
    expect((await get('per_page=101')).status).toBe(422);
  });

  test('a search finds one row by its own words', async () => {
    const res = await t.call('GET', `${list.path}?${list.only042}`, provider);
    expect(res.body.data.map(list.name)).toEqual([list.oneOf('042')]);
  });

  test('format=csv holds every row of the filter', async () => {
    const res = await get('format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = parse(res.body as string, { bom: true, columns: true }) as Row[];
    expect(rows.map((r) => r[list.csvName]).sort()).toEqual(expected(list));
  });

  test('only the provider reads it', async () => {
    const admin = await t.login('admin@riverside.test');
    expect((await t.call('GET', list.path, { token: admin, school: 'riverside' })).status).toBe(
      403,
    );
    expect((await t.call('GET', list.path)).status).toBe(401);
  });
});

test('lists sort by the names they offer, and refuse others', async () => {
  const names = async (query: string) =>
    (await t.call('GET', `/api/plans?search=quillon&per_page=3&${query}`, provider)).body.data.map(
      (p: Row) => p.name,
    );
  expect(await names('sort=-price')).toEqual([
    'Quillon Plan 130',
    'Quillon Plan 129',
    'Quillon Plan 128',
  ]);
  expect(await names('sort=name')).toEqual([
    'Quillon Plan 001',
    'Quillon Plan 002',
    'Quillon Plan 003',
  ]);
  const bad = await t.call('GET', '/api/provider/schools?sort=password', provider);
  expect(bad.status).toBe(422);
});

test('the schools list and its CSV show each school’s accounts and plan', async () => {
  const page = await t.call('GET', '/api/provider/schools?search=riverside', provider);
  const [riverside] = page.body.data;
  expect(riverside).toMatchObject({ subdomain: 'riverside', users: expect.any(Number) });
  expect(riverside.users).toBeGreaterThan(0);
  const csv = await t.call('GET', '/api/provider/schools?search=riverside&format=csv', provider);
  const [row] = parse(csv.body as string, { bom: true, columns: true }) as Row[];
  expect(row).toMatchObject({
    School: 'Riverside Academy',
    Accounts: String(riverside.users),
    Plan: riverside.subscription?.plan ?? '',
  });
  const suspended = await t.call('GET', '/api/provider/schools?status=suspended', provider);
  expect(suspended.body.meta.total).toBe(0);
});

test('plan requests filter by status; the outbox withholds one-time links in its CSV too', async () => {
  const open = await t.call(
    'GET',
    '/api/provider/subscription-requests?search=quillon&status=open&per_page=100',
    provider,
  );
  expect(open.body.meta.total).toBe(ROWS / 2);
  expect(
    open.body.data.every((r: Row) => r.status === 'open' && r.school === 'Riverside Academy'),
  ).toBe(true);
  const csv = await t.call('GET', '/api/provider/outbox?search=quillon&format=csv', provider);
  expect(csv.body).toContain('create-pwd?token=[withheld]');
  expect(csv.body).not.toContain('token=secret');
});
