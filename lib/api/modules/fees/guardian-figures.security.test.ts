/**
 * Security: no role receives figures beyond its reach. A Guardian's fees-list is about their
 * own children: school-wide totals (the fee summary, the dashboard's counts) are refused or
 * left out, while staff who hold the permission keep them.
 */
import { startTestApi, type TestApi } from '../../test-support/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const R = { school: 'riverside' };

test('a Guardian gets 403 on the school-wide fee summary; the admin and the accountant get it', async () => {
  const guardian = await t.login('guardian@riverside.test');
  const me = await t.call('GET', '/api/me', { ...R, token: guardian });
  expect(me.body.data.user.permissions).toContain('fees-list'); // the grant is there...
  const refused = await t.call('GET', '/api/fees/fee-summary?session_year_id=1', {
    ...R,
    token: guardian,
  });
  expect(refused.status).toBe(403); // ...but it does not reach school-wide totals
  expect(refused.body).not.toHaveProperty('data');
  for (const email of ['admin@riverside.test', 'accountant@riverside.test']) {
    const token = await t.login(email);
    const res = await t.call('GET', '/api/fees/fee-summary', { ...R, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveProperty('total_due');
  }
});

test("a Guardian's dashboard stats carry no school-wide counts", async () => {
  const guardian = await t.login('guardian@riverside.test');
  const res = await t.call('GET', '/api/dashboard-stats', { ...R, token: guardian });
  expect(res.status).toBe(200);
  expect(Object.keys(res.body.data).filter((k) => k.startsWith('total_'))).toEqual([]);
  const admin = await t.login('admin@riverside.test');
  const full = await t.call('GET', '/api/dashboard-stats', { ...R, token: admin });
  expect(full.body.data).toHaveProperty('total_students');
});
