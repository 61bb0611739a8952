/**
 * What leave tells (issue 28): a request filed goes to those who may decide it — every holder
 * of approve-leave through a role other than Teacher, and for a student's leave the class
 * teacher too; never the applicant — and the decision to the applicant. Read from
 * `notification_deliveries`.
 */
import type { TestApi } from '../../test-support/harness';
import { deliveriesUnder } from '../../test-support/notice-deliveries';
import { defined } from '../../../test-support/defined';
import { admin, type As } from '../academics/test-support/factories';
import { makeClassTeacher, userIdOf } from '../attendance/test-support/helpers';
import { startTestApi } from '../../test-support/harness';
import { approversOf } from './notices';
import { childOf, leaveTypeId } from './test-support/leave';

test('who may decide a request', () => {
  const holders = [
    { userId: 1, roles: ['School Admin'] },
    { userId: 2, roles: ['Teacher'] },
    { userId: 3, roles: ['Teacher'] },
    { userId: 4, roles: ['Teacher', 'Principal'] },
  ];
  const classTeachers = new Set([2]);
  // A student's leave: the admin, the principal and the class teacher; not another teacher.
  expect(approversOf(holders, { staffUserId: null, applicantUserId: 9 }, classTeachers)).toEqual([
    1, 2, 4,
  ]);
  // A teacher's own leave: nobody decides their own, and a Teacher decides no staff leave.
  expect(approversOf(holders, { staffUserId: 4, applicantUserId: 4 }, classTeachers)).toEqual([1]);
  expect(approversOf(holders, { staffUserId: 2, applicantUserId: 2 }, classTeachers)).toEqual([
    1, 4,
  ]);
});

let t: TestApi;
let riverside: As;
let teacher: As;
let guardian: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
});
afterAll(() => t.close());

const apply = async (as: As, body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/leaves', { ...as, body: { reason: 'Family', ...body } });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const recipients = async (key: string) =>
  (await deliveriesUnder(t, key)).map((d) => d.recipient_user_id);

test("a child's leave goes to the admins and the class teacher; the decision to the guardian", async () => {
  const child = await childOf(t, riverside, 'guardian@riverside.test', 2);
  await makeClassTeacher(t, 'riverside', child.sectionId, 'teacher@riverside.test');
  const id = await apply(guardian, {
    leave_type_id: await leaveTypeId(t, riverside, 'SSL'),
    student_id: child.id,
    start_date: '2027-02-08',
    end_date: '2027-02-09',
  });
  const [adminId, teacherId, guardianId] = await Promise.all(
    ['admin', 'teacher', 'guardian'].map((who) =>
      userIdOf(t, 'riverside', `${who}@riverside.test`),
    ),
  );
  const told = await recipients(`leave_applied:${id}`);
  expect(told).toEqual(expect.arrayContaining([adminId, teacherId]));
  expect(told).not.toContain(guardianId);
  const [first] = await deliveriesUnder(t, `leave_applied:${id}`);
  expect(first?.link).toBe('/leave/requests');
  expect(first?.params).toMatchObject({ from: expect.any(String), to: expect.any(String) });

  const decided = await t.call('POST', `/api/leaves/${id}/approve`, { ...teacher, body: {} });
  expect(decided.status).toBe(200);
  const decision = await deliveriesUnder(t, `leave_decided:${id}`);
  expect(decision.map((d) => [d.recipient_user_id, d.params.decision])).toEqual([
    [guardianId, 'approved'],
  ]);
});

test("a teacher's own leave goes to the admins, not to them nor to other teachers", async () => {
  const teacherId = await userIdOf(t, 'riverside', 'teacher@riverside.test');
  const adminId = await userIdOf(t, 'riverside', 'admin@riverside.test');
  const id = await apply(teacher, {
    leave_type_id: await leaveTypeId(t, riverside, 'CL'),
    start_date: '2027-02-15',
    end_date: '2027-02-15',
  });
  const told = await recipients(`leave_applied:${id}`);
  expect(told).toContain(adminId);
  expect(told).not.toContain(teacherId);
  const rejected = await t.call('POST', `/api/leaves/${id}/reject`, {
    ...riverside,
    body: { comment: 'Exams week' },
  });
  expect(rejected.status).toBe(200);
  const decision = defined((await deliveriesUnder(t, `leave_decided:${id}`))[0], 'the decision');
  expect([decision.recipient_user_id, decision.params.decision, decision.params.comment]).toEqual([
    teacherId,
    'rejected',
    'Exams week',
  ]);
});
