/**
 * /api/payroll-staff on the one list path: the school's active staff with their current salary
 * structure, a page at a time (120 staff here: every one reachable), searched by name or role,
 * filtered by whether a structure is set, sorted, and exported whole as CSV; payroll-list only,
 * and one school's staff only.
 */
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../../db/schema';
import type { TestApi } from '../../test-support/harness';
import { admin, startAsAdmin, userWith, type As } from '../academics/test-support/factories';
import { schoolIdOf } from '../attendance/test-support/helpers';
import { defined } from '../../../test-support/defined';

const STAFF = 120;
const nameOf = (i: number) => `Rowan Staffer ${String(i).padStart(3, '0')}`;

let t: TestApi;
let as: As;
let ids: number[];
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  const db = t.handle.db;
  const schoolId = await schoolIdOf(t, 'riverside');
  const role = async (name: string) =>
    defined(
      (
        await db
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.schoolId, schoolId), eq(roles.name, name)))
      )[0],
      `the role ${name}`,
    ).id;
  const [teacher, guardian] = [await role('Teacher'), await role('Guardian')];
  const person = (name: string, status: 'active' | 'disabled' = 'active') => ({
    schoolId,
    email: `${name.toLowerCase().replace(/ /g, '.')}@riverside.test`,
    passwordHash: 'not-a-hash',
    fullName: name,
    status,
  });
  const staff = await db
    .insert(users)
    .values(Array.from({ length: STAFF }, (_, i) => person(nameOf(i + 1))))
    .returning({ id: users.id });
  ids = staff.map((s) => s.id);
  // Neither a disabled account nor a guardian is payroll staff.
  const [disabled, parent] = await db
    .insert(users)
    .values([person('Rowan Staffer Gone', 'disabled'), person('Rowan Staffer Parent')])
    .returning({ id: users.id });
  await db
    .insert(userRoles)
    .values([
      ...ids.map((userId) => ({ schoolId, userId, roleId: teacher })),
      { schoolId, userId: defined(disabled, 'the disabled staffer').id, roleId: teacher },
      { schoolId, userId: defined(parent, 'the guardian').id, roleId: guardian },
    ]);
  // The first three get a salary: 1,000.00, 2,000.00, 3,000.00.
  for (const [i, id] of ids.slice(0, 3).entries()) {
    const res = await t.call('POST', '/api/salary-structures', {
      ...as,
      body: { user_id: id, basic: (i + 1) * 100000, effective_from: '2030-01', components: [] },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

type Staff = {
  id: number;
  name: string;
  roles: string[];
  structure: { id: number; basic: number; effective_from: string } | null;
};
const list = (query: string, who: As = as) =>
  t.call('GET', `/api/payroll-staff?search=rowan staffer&${query}`, who);
const names = (rows: Staff[]) => rows.map((r) => r.name);
const everyName = Array.from({ length: STAFF }, (_, i) => nameOf(i + 1));

test('every active staff member is reachable a page at a time, past 100', async () => {
  const first = await list('per_page=100');
  expect(first.status).toBe(200);
  expect(first.body.meta).toEqual({ page: 1, per_page: 100, total: STAFF, total_capped: false });
  const second = await list('per_page=100&page=2');
  expect(names([...first.body.data, ...second.body.data])).toEqual(everyName);
  expect(first.body.data[0]).toEqual({
    id: ids[0],
    name: nameOf(1),
    roles: ['Teacher'],
    structure: { id: expect.any(Number), basic: 100000, effective_from: '2030-01' },
  });
  expect(first.body.data[5].structure).toBeNull();
  expect((await list('per_page=101')).status).toBe(422);
});

test('search by name or role, filter by structure, sort by salary', async () => {
  const one = await t.call('GET', '/api/payroll-staff?search=staffer 042', as);
  expect(names(one.body.data)).toEqual([nameOf(42)]);
  const teachers = await t.call('GET', '/api/payroll-staff?search=teacher&total=only', as);
  expect(teachers.body.meta.total).toBeGreaterThanOrEqual(STAFF);
  const set = await list('structure=set');
  expect(names(set.body.data)).toEqual([nameOf(1), nameOf(2), nameOf(3)]);
  expect((await list('structure=none&total=only')).body.meta.total).toBe(STAFF - 3);
  expect(names((await list('structure=set&sort=-basic')).body.data)).toEqual([
    nameOf(3),
    nameOf(2),
    nameOf(1),
  ]);
  const bad = await list('structure=maybe');
  expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['structure']]);
});

test('format=csv holds every row of the filter', async () => {
  const res = await list('format=csv');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const rows = parse(res.body as string, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r['Staff member'])).toEqual(everyName);
  expect(rows[1]).toMatchObject({
    Roles: 'Teacher',
    'Basic (minor units)': '200000',
    'Effective from': '2030-01',
  });
  expect(rows[10]?.['Basic (minor units)']).toBe('');
});

test('payroll-list only, and one school’s staff', async () => {
  const without = await userWith(t, ['payroll-create', 'staff-list']);
  expect((await list('', without)).status).toBe(403);
  const withIt = await userWith(t, ['payroll-list']);
  expect((await list('total=only', withIt)).body.meta.total).toBe(STAFF);
  const hillcrest = await admin(t, 'hillcrest');
  expect((await list('total=only', hillcrest)).body.meta.total).toBe(0);
});
