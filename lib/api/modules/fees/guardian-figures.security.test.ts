/**
 * Security: no role receives figures beyond its reach. A Guardian's fees-list is about their
 * own children: school-wide totals (the fee summary, the dashboard's counts) are refused or
 * left out, while staff who hold the permission keep them; of the fee structures a Guardian
 * reads only those of their children's classes, without counts.
 */
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { klass, post, sessionYearBody, type As } from '../../test-support/fixtures';
import { studentBody } from '../people/test-support';
import { defined } from '../../../test-support/defined';

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

describe("a Guardian reads only their children's classes' fee structures, without counts", () => {
  type Row = { id: number; name: string } & Record<string, unknown>;
  let admin: As;
  let guardian: As;
  let own: number;
  let otherClass: number;
  let otherYear: number;

  beforeAll(async () => {
    admin = { ...R, token: await t.login('admin@riverside.test') };
    guardian = { ...R, token: await t.login('guardian@riverside.test') };
    const [classA, classB] = [await klass(t, admin), await klass(t, admin)];
    const section = await post(t, admin, '/class-sections', {
      class_id: classA,
      section_id: await post(t, admin, '/sections', { name: unique('Section') }),
    });
    await post(t, admin, '/students', {
      ...studentBody(section),
      guardians: [
        {
          full_name: 'Grace',
          email: 'guardian@riverside.test',
          relation: 'mother',
          is_primary: true,
        },
      ],
    });
    const meta = await t.call('GET', '/api/meta-data', admin);
    const year = defined(
      (meta.body.data.session_year_all as { id: number; default: number }[]).find(
        (s) => s.default === 1,
      ),
      'the default session year',
    ).id;
    const feeType = await post(t, admin, '/fee-types', { name: unique('Fee') });
    const structure = (classId: number, sessionYearId: number) =>
      post(t, admin, '/fee-structures', {
        name: unique('Fees'),
        session_year_id: sessionYearId,
        class_ids: [classId],
        due_date: '2026-09-01',
        lines: [{ fee_type_id: feeType, amount: 10000 }],
      });
    own = await structure(classA, year);
    otherClass = await structure(classB, year);
    otherYear = await structure(
      classA,
      await post(t, admin, '/session-years', await sessionYearBody()),
    );
  });

  test("the list holds their child's class structure only, and no count", async () => {
    const res = await t.call('GET', '/api/fee-structures?per_page=100&current=true', guardian);
    expect(res.status).toBe(200);
    const ids = (res.body.data as Row[]).map((r) => r.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(otherClass);
    expect(ids).not.toContain(otherYear);
    for (const row of res.body.data as Row[]) expect(row).not.toHaveProperty('assigned_students');
    const csv = await t.call('GET', '/api/fee-structures?format=csv&per_page=100', guardian);
    expect(String(csv.body)).not.toMatch(/Students assigned/);
  });

  test("one structure: their child's is read without a count, another class's or year's is 404", async () => {
    const mine = await t.call('GET', `/api/fee-structures/${own}`, guardian);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      id: own,
      lines: [expect.objectContaining({ amount: 10000 })],
    });
    expect(mine.body.data).not.toHaveProperty('assigned_students');
    for (const id of [otherClass, otherYear]) {
      const res = await t.call('GET', `/api/fee-structures/${id}`, guardian);
      expect([res.status, res.body.message]).toEqual([404, 'The fee structure was not found.']);
    }
  });

  test('staff read every structure with its count, as before', async () => {
    const res = await t.call('GET', '/api/fee-structures?per_page=100&current=true', admin);
    const ids = (res.body.data as Row[]).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([own, otherClass, otherYear]));
    expect(res.body.data[0]).toHaveProperty('assigned_students');
    const one = await t.call('GET', `/api/fee-structures/${otherClass}`, admin);
    expect(one.body.data).toMatchObject({ id: otherClass, assigned_students: 0 });
    const csv = await t.call('GET', '/api/fee-structures?format=csv&per_page=100', admin);
    expect(String(csv.body)).toMatch(/Students assigned/);
  });
});
