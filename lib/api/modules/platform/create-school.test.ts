import { startTestApi, type TestApi } from '../../test-support/harness';
import { createSchool, defaultSessionYear } from './create-school';
import { ApiError } from '../../http/errors';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

test('a created school works at once on its subdomain with its School Admin', async () => {
  const created = await createSchool(t.handle.db, {
    name: 'Oak Tree School',
    subdomain: 'OakTree',
    adminEmail: 'Head@OakTree.org',
    adminPassword: 'a-long-password-1',
  });
  expect(created.subdomain).toBe('oaktree');
  const info = await t.call('GET', '/api/schools/by-subdomain/oaktree');
  expect(info.body.data).toMatchObject({
    name: 'Oak Tree School',
    school_code: created.code,
    logo: null,
  });
  const token = await t.login('head@oaktree.org', 'a-long-password-1', 'oaktree');
  const me = await t.call('GET', '/api/me', { token, school: 'oaktree' });
  expect(me.body.data.user).toMatchObject({ role: 'School Admin' });
  const settings = await t.call('GET', '/api/get-school-settings', { token, school: 'oaktree' });
  expect(settings.body.data).toMatchObject({
    school_name: 'Oak Tree School',
    theme_primary: '#56cc99',
    email: 'head@oaktree.org',
  });
  const meta = await t.call('GET', '/api/meta-data', { token, school: 'oaktree' });
  expect(meta.body.data.session_year_all).toEqual([expect.objectContaining({ default: 1 })]);
  expect(meta.body.data.classes).toEqual([]);
});

async function refusal(input: Parameters<typeof createSchool>[1]) {
  try {
    await createSchool(t.handle.db, input);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

test.each([
  ['reserved', 'www', 'This subdomain is reserved; choose another.'],
  ['reserved, any case', 'Provider', 'This subdomain is reserved; choose another.'],
  ['duplicate', 'riverside', 'The subdomain "riverside" is already taken.'],
  [
    'malformed',
    '-bad-',
    'The subdomain may hold only letters, digits and inner hyphens (at most 63 characters).',
  ],
])('refuses a %s subdomain with a clear message', async (_case, subdomain, message) => {
  const result = await refusal({ name: 'Somewhere', subdomain, adminEmail: 'a@b.org' });
  expect(result).toEqual({ status: 422, errors: { subdomain: message } });
});

test('a refused school leaves nothing behind', async () => {
  await refusal({ name: 'X', subdomain: 'riverside', adminEmail: 'someone@x.org' });
  const res = await t.call('GET', '/api/schools/by-subdomain/riverside');
  expect(res.body.data.name).toBe('Riverside Academy');
});

test.each([
  ['2026-11-22', '2026-27', '2026-06-01', '2027-05-31'],
  ['2026-03-01', '2025-26', '2025-06-01', '2026-05-31'],
])('the default session year for %s is %s', (today, name, startDate, endDate) => {
  expect(defaultSessionYear(today)).toEqual({ name, startDate, endDate });
});

test('a school starts in the time zone it is given, and its first year is the one it is in there', async () => {
  // 31 May 13:00 UTC is already 1 June in Auckland: the new academic year has begun there.
  const created = await createSchool(
    t.handle.db,
    {
      name: 'Kauri School',
      subdomain: 'kauri',
      adminEmail: 'head@kauri.nz',
      adminPassword: 'a-long-password-1',
      timeZone: 'Pacific/Auckland',
    },
    new Date('2026-05-31T13:00:00Z'),
  );
  const token = await t.login('head@kauri.nz', 'a-long-password-1', 'kauri');
  const settings = await t.call('GET', '/api/get-school-settings', { token, school: 'kauri' });
  expect(settings.body.data.timezone).toBe('Pacific/Auckland');
  const meta = await t.call('GET', '/api/meta-data', { token, school: 'kauri' });
  expect(meta.body.data.session_year_all).toEqual([
    expect.objectContaining({ id: created.defaultSessionYearId, name: '2026-27' }),
  ]);
});

test('a time zone that does not exist is refused by name', async () => {
  const result = await refusal({
    name: 'Red Planet School',
    subdomain: 'olympus',
    adminEmail: 'a@b.org',
    timeZone: 'Mars/Olympus',
  });
  expect(result).toEqual({
    status: 422,
    errors: { timeZone: 'The time zone must be an IANA name such as Europe/London.' },
  });
});
