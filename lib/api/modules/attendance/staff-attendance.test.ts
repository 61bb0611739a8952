/**
 * Staff attendance: the School Admin marks the whole staff for a day (an approved leave is
 * already there), staff see their own day and month, the month grid's totals and CSV.
 */
import type { TestApi } from '../../test-support/harness';
import { startAsAdmin, userWith, type As } from '../academics/test-support/factories';
import { markOnLeave } from '.';
import { schoolIdOf, schoolToday, userIdOf, weekdayBefore } from './test-support/helpers';

let t: TestApi;
let as: As;
let today: string;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  today = await schoolToday(t, as);
});
afterAll(() => t.close());

type StaffMark = { user_id: number; name: string; status: string; saved: boolean };

test('the admin marks the staff; an approved leave is pre-filled; the month grid totals it', async () => {
  const day = weekdayBefore(today, 3);
  const schoolId = await schoolIdOf(t, 'riverside');
  const teacherId = await userIdOf(t, 'riverside', 'teacher@riverside.test');
  const session = (await t.call('GET', '/api/dashboard-stats', as)).body.data.session_year;
  await t.handle.db.transaction((tx) =>
    markOnLeave(tx, {
      schoolId,
      sessionYearId: session.id,
      person: { kind: 'staff', id: teacherId },
      dates: [{ date: day, withoutPay: true }],
      remark: 'Casual leave',
    }),
  );
  const read = await t.call('GET', `/api/staff-attendance?date=${day}`, as);
  expect(read.status).toBe(200);
  const marks: StaffMark[] = read.body.data.marks;
  expect(marks.find((m) => m.user_id === teacherId)).toMatchObject({
    status: 'on_leave',
    saved: true,
  });
  // No guardian is listed as staff.
  expect(marks.some((m) => m.name === 'Demo Guardian')).toBe(false);

  const adminId = await userIdOf(t, 'riverside', 'admin@riverside.test');
  const body = {
    date: day,
    marks: marks.map((m) => ({
      user_id: m.user_id,
      status: m.user_id === adminId ? 'late' : m.status,
      remark: null,
    })),
  };
  const saved = await t.call('PUT', '/api/staff-attendance', { ...as, body });
  expect(saved.status).toBe(200);
  expect(saved.body.message).toMatch(/1 late/);

  const grid = await t.call('GET', `/api/staff-attendance/summary?month=${day.slice(0, 7)}`, as);
  const teacherRow = grid.body.data.staff.find((s: { id: number }) => s.id === teacherId);
  expect(teacherRow).toMatchObject({ marks: { [day]: 'on_leave' }, without_pay: 1 });
  expect(teacherRow.counts.on_leave).toBe(1);
  const csv = await t.call(
    'GET',
    `/api/staff-attendance/summary?month=${day.slice(0, 7)}&format=csv`,
    as,
  );
  expect(String(csv.body)).toContain('Without pay');

  // The teacher sees only their own row, and their own page.
  const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  const own = await t.call(
    'GET',
    `/api/staff-attendance/summary?month=${day.slice(0, 7)}`,
    teacher,
  );
  expect(own.body.data.staff.map((s: { id: number }) => s.id)).toEqual([teacherId]);
  const me = await t.call('GET', '/api/staff-attendance/me', teacher);
  expect(me.status).toBe(200);
  expect(me.body.data.today).toBe(today);
  expect((await t.call('GET', `/api/staff-attendance?date=${day}`, teacher)).status).toBe(403);
  const guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  expect((await t.call('GET', '/api/staff-attendance/me', guardian)).status).toBe(403);
});

test('staff days are refused like class days: future, missing or unknown staff', async () => {
  const day = weekdayBefore(today, 1);
  const read = await t.call('GET', `/api/staff-attendance?date=${day}`, as);
  const marks = read.body.data.marks.map((m: StaffMark) => ({
    user_id: m.user_id,
    status: 'present',
  }));
  const future = await t.call('PUT', '/api/staff-attendance', {
    ...as,
    body: { date: '2099-01-05', marks },
  });
  expect(future.status).toBe(422);
  expect(future.body.errors.date).toMatch(/future date/);
  const partial = await t.call('PUT', '/api/staff-attendance', {
    ...as,
    body: { date: day, marks: marks.slice(1) },
  });
  expect(partial.body.errors.marks).toMatch(/A day is saved whole: 1 staff member/);
  const guardianId = await userIdOf(t, 'riverside', 'guardian@riverside.test');
  const stranger = await t.call('PUT', '/api/staff-attendance', {
    ...as,
    body: { date: day, marks: [...marks, { user_id: guardianId, status: 'present' }] },
  });
  expect(stranger.body.errors[`marks.${marks.length}.user_id`]).toMatch(/not an active staff/);
  const clerk = await userWith(t, ['attendance-create', 'attendance-edit']);
  expect(
    (await t.call('PUT', '/api/staff-attendance', { ...clerk, body: { date: day, marks } })).status,
  ).toBe(403);
});
