/** The provider console's API: only provider tokens, and every action does what it says. */
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
let provider: string;
beforeAll(async () => {
  t = await startTestApi();
  const res = await t.call('POST', '/api/login', {
    body: { email: 'provider@schola.test', password: 'Schola-demo-1' },
  });
  provider = res.body.data.token;
});
afterAll(() => t.close());

const registration = (subdomain: string) => ({
  school_name: 'Maple Grove School',
  subdomain,
  contact_name: 'Ines Duarte',
  email: `office@${subdomain}.example.org`,
  phone: '+351 21 000 0000',
  address: '3 Maple Street',
  city: 'Lisbon',
  country: 'Portugal',
  message: 'We have 400 pupils and would like to start in January.',
});

test('school tokens and anonymous callers are kept out', async () => {
  const admin = await t.login('admin@riverside.test');
  // On its school's address a school token is a school's caller (403); on the bare host, where
  // only the provider's tokens are looked up, it is no token at all (401).
  const onItsSchool = { token: admin, school: 'riverside' };
  expect((await t.call('GET', '/api/provider/schools', onItsSchool)).status).toBe(403);
  expect((await t.call('GET', '/api/provider/schools', { token: admin })).status).toBe(401);
  expect((await t.call('GET', '/api/provider/schools')).status).toBe(401);
});

test('lists every school with its status', async () => {
  const res = await t.call('GET', '/api/provider/schools', { token: provider });
  expect(res.status).toBe(200);
  expect(res.body.data.map((s: { subdomain: string }) => s.subdomain)).toEqual([
    'hillcrest',
    'riverside',
  ]);
  expect(res.body.data[0]).toMatchObject({
    name: 'Hillcrest High School',
    status: 'active',
    users: 4,
  });
});

test('approving a registration creates a school whose admin can sign in with the e-mailed password', async () => {
  const filed = await t.call('POST', '/api/school-registrations', {
    body: registration('maplegrove'),
  });
  expect(filed.status).toBe(201);
  const pending = await t.call('GET', '/api/provider/registrations', { token: provider });
  const request = pending.body.data.find(
    (r: { subdomain: string }) => r.subdomain === 'maplegrove',
  );
  const approved = await t.call('POST', `/api/provider/registrations/${request.id}/approve`, {
    token: provider,
  });
  expect(approved.status).toBe(200);
  expect(approved.body.data).toMatchObject({
    subdomain: 'maplegrove',
    address: 'http://maplegrove.schola.test/',
  });

  const outbox = await t.call('GET', '/api/provider/outbox', { token: provider });
  const mail = outbox.body.data.find(
    (m: { recipient: string }) => m.recipient === 'office@maplegrove.example.org',
  );
  expect(mail.subject).toBe('Maple Grove School is ready on Schola');
  const password = /Password: (\S+)/.exec(mail.body)?.[1] as string;
  const token = await t.login('office@maplegrove.example.org', password, 'maplegrove');
  const me = await t.call('GET', '/api/me', { token, school: 'maplegrove' });
  expect(me.body.data.user).toMatchObject({ full_name: 'Ines Duarte', role: 'School Admin' });

  const again = await t.call('POST', `/api/provider/registrations/${request.id}/approve`, {
    token: provider,
  });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('This request was already approved.');
});

test('a rejected registration creates nothing and frees the subdomain', async () => {
  await t.call('POST', '/api/school-registrations', { body: registration('birchwood') });
  const pending = await t.call('GET', '/api/provider/registrations', { token: provider });
  const request = pending.body.data.find((r: { subdomain: string }) => r.subdomain === 'birchwood');
  expect(
    (await t.call('POST', `/api/provider/registrations/${request.id}/reject`, { token: provider }))
      .status,
  ).toBe(200);
  expect((await t.call('GET', '/api/schools/by-subdomain/birchwood')).status).toBe(404);
  expect(
    (await t.call('POST', '/api/school-registrations', { body: registration('birchwood') })).status,
  ).toBe(201);
});

test('suspending a school signs its users out and blocks logins until reactivated', async () => {
  const teacher = await t.login('teacher@hillcrest.test');
  const schools = await t.call('GET', '/api/provider/schools', { token: provider });
  const hill = schools.body.data.find((s: { subdomain: string }) => s.subdomain === 'hillcrest');
  const suspended = await t.call('PUT', `/api/provider/schools/${hill.id}/status`, {
    token: provider,
    body: { status: 'suspended' },
  });
  expect(suspended.body.message).toBe('Hillcrest High School is suspended.');
  expect((await t.call('GET', '/api/me', { token: teacher, school: 'hillcrest' })).status).toBe(
    401,
  );
  const login = await t.call('POST', '/api/login', {
    school: 'hillcrest',
    body: { email: 'teacher@hillcrest.test', password: 'Schola-demo-1' },
  });
  expect(login.status).toBe(404);
  await t.call('PUT', `/api/provider/schools/${hill.id}/status`, {
    token: provider,
    body: { status: 'active' },
  });
  expect((await t.login('teacher@hillcrest.test')).length).toBeGreaterThan(20);

  const bad = await t.call('PUT', `/api/provider/schools/${hill.id}/status`, {
    token: provider,
    body: { status: 'gone' },
  });
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({ status: 'The status must be active or suspended.' });
  expect(
    (
      await t.call('PUT', '/api/provider/schools/99999/status', {
        token: provider,
        body: { status: 'active' },
      })
    ).status,
  ).toBe(404);
});

test('partner applications can be reviewed', async () => {
  const filed = await t.call('POST', '/api/partner-applications', {
    body: {
      full_name: 'Kofi Boateng',
      organisation: 'EduServe Ghana',
      email: 'kofi@eduserve.example',
      phone: '+233 30 000 0000',
      region: 'West Africa',
      message: 'We install and support school software for forty schools in Accra.',
    },
  });
  expect(filed.status).toBe(201);
  const list = await t.call('GET', '/api/provider/partner-applications', { token: provider });
  const app = list.body.data.find((a: { email: string }) => a.email === 'kofi@eduserve.example');
  expect(
    (
      await t.call('POST', `/api/provider/partner-applications/${app.id}/approve`, {
        token: provider,
      })
    ).status,
  ).toBe(200);
  const approved = await t.call('GET', '/api/provider/partner-applications?status=approved', {
    token: provider,
  });
  expect(approved.body.data.map((a: { email: string }) => a.email)).toContain(
    'kofi@eduserve.example',
  );
});
