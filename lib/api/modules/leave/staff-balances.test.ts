/**
 * A staff member's leave balances for approvers (GET /api/staff/{id}/leave-balances): per type
 * of their roles, allowed, taken, pending and left; refused to those who do not see every
 * request, 404 for another school's staff member or someone who is not staff.
 */
import { admin, type As } from '../academics/test-support/factories';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { leaveTypeId } from './test-support/leave';

let t: TestApi;
let riverside: As;
let teacher: As;
let teacherId: number;
const balancesOf = (id: number, as: As) => t.call('GET', `/api/staff/${id}/leave-balances`, as);
const idOf = async (as: As) => (await t.call('GET', '/api/me', as)).body.data.user.id as number;

beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  teacherId = await idOf(teacher);
  const cl = await leaveTypeId(t, riverside, 'CL');
  const apply = (start_date: string, end_date: string) =>
    t.call('POST', '/api/leaves', {
      ...teacher,
      body: { leave_type_id: cl, start_date, end_date, reason: 'Balances' },
    });
  // Tuesday 12 January 2027, approved; Tuesday and Wednesday of the next week, pending.
  const approved = await apply('2027-01-12', '2027-01-12');
  expect(approved.body).toMatchObject({ error: false });
  const ok = await t.call('POST', `/api/leaves/${approved.body.data.id}/approve`, {
    ...riverside,
    body: {},
  });
  expect(ok.body).toMatchObject({ error: false });
  expect((await apply('2027-01-19', '2027-01-20')).body).toMatchObject({ error: false });
});
afterAll(() => t.close());

test("an approver reads a teacher's balances per type: allowed, taken, pending, left", async () => {
  const res = await balancesOf(teacherId, riverside);
  expect(res.status).toBe(200);
  const clId = await leaveTypeId(t, riverside, 'CL');
  const own = await t.call('GET', `/api/leave-balance?leave_type_id=${clId}`, teacher);
  const cl = res.body.data.balances.find(
    (b: { leave_type: { name: string } }) => b.leave_type.name === own.body.data.leave_type.name,
  );
  // The same rules as the teacher's own balance.
  expect(cl).toMatchObject({
    allocated: own.body.data.balance.allocated,
    carried_forward: own.body.data.balance.carried_forward,
    taken: 1,
    pending: 2,
  });
  expect(cl.allowed).toBe(cl.allocated + cl.carried_forward);
  expect(cl.left).toBe(cl.allowed - 3);
  expect(res.body.data.session_year.name).toBeTruthy();
});

test('refused to a guardian (403) and to a teacher deciding only their class (404)', async () => {
  const guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  expect((await balancesOf(teacherId, guardian)).status).toBe(403);
  const asTeacher = await balancesOf(await idOf(riverside), teacher);
  expect(asTeacher.status).toBe(404);
});

test('another school, and someone who is not staff, answer 404', async () => {
  const hillcrest = await admin(t, 'hillcrest');
  expect((await balancesOf(teacherId, hillcrest)).status).toBe(404);
  const guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  expect((await balancesOf(await idOf(guardian), riverside)).status).toBe(404);
});
