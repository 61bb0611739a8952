/**
 * The routes the timetable screens added, through the real API: what the screens pick from
 * (a teacher reads it without the academic set-up's permissions), the covers counted per
 * teacher, and a bell schedule changed (a period's time moves under its lessons; a period or a
 * plan holding lessons cannot go) or deleted.
 */
import { admin, type As } from '../academics/test-support/factories';
import { schoolToday } from '../attendance/test-support/helpers';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { guardianWithAChild } from './test-support/guardian-child';
import { PERIODS, timetableSetup } from './test-support/setup';

let t: TestApi;
let riverside: As;
let today: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  today = await schoolToday(t, riverside);
});
afterAll(() => t.close());

test('a teacher reads what the screens choose from: class-sections, subjects with teachers, shifts', async () => {
  const s = await timetableSetup(t, riverside);
  const teacher: As = {
    token: await t.login(s.maths.email, 'Schola-demo-1', 'riverside'),
    school: 'riverside',
  };
  const res = await t.call('GET', '/api/timetables/choices', teacher);
  expect(res.status).toBe(200);
  const data = res.body.data;
  expect(data.class_sections).toContainEqual({
    id: s.csA.id,
    name: expect.any(String),
    class_id: s.cls.id,
  });
  const maths = data.class_subjects.find((c: { id: number }) => c.id === s.maths.classSubjectId);
  expect(maths).toMatchObject({ class_id: s.cls.id, teachers: [{ id: s.maths.teacher }] });
  expect(data.teachers.map((p: { id: number }) => p.id)).toEqual(
    expect.arrayContaining([s.maths.teacher, s.art.teacher]),
  );
  expect(data.shifts).toContainEqual({ id: s.shift.id, name: s.shift.name });
  expect(data.rooms).toContainEqual({ id: s.room.id, name: s.room.name });
  // The office's list of class-sections stays theirs.
  expect((await t.call('GET', '/api/class-sections', teacher)).status).toBe(403);
});

test('covers per teacher: the demo’s covers of today counted, a backwards range refused on "to"', async () => {
  const counts = await t.call(
    'GET',
    `/api/substitutions/counts?from=${today}&to=${today}`,
    riverside,
  );
  expect(counts.status).toBe(200);
  const rows = counts.body.data.teachers as { user_id: number; name: string; covers: number }[];
  // The demo covers two lessons of its teacher on leave today (or the next working day).
  const board = await t.call('GET', '/api/substitutions', riverside);
  const covered = (board.body.data.periods as { substitute: { user_id: number } | null }[]).filter(
    (p) => p.substitute,
  ).length;
  expect(rows.reduce((sum, r) => sum + r.covers, 0)).toBe(covered);
  for (const r of rows) expect(r.name).not.toBe('');
  const backwards = await t.call(
    'GET',
    '/api/substitutions/counts?from=2026-03-10&to=2026-03-01',
    riverside,
  );
  expect(backwards.status).toBe(422);
  expect(Object.keys(backwards.body.errors)).toEqual(['to']);
});

test('a bell schedule’s times move under its lessons; a period or plan holding lessons stays', async () => {
  const s = await timetableSetup(t, riverside);
  const lesson = { day: 1, period_id: s.periods[2], class_subject_id: s.maths.classSubjectId };
  const saved = await t.call('PUT', `/api/timetables?class_section_id=${s.csA.id}`, {
    ...riverside,
    body: { effective_from: today, cells: [lesson] },
  });
  expect(saved.status).toBe(200);
  const later = PERIODS.map((p, i) =>
    i === 3 ? { ...p, start_time: '11:00', end_time: '11:50' } : p,
  );
  const body = { name: s.plan.name, shift_id: s.shift.id, days: [1, 2, 3, 4, 5], periods: later };
  const moved = await t.call('PUT', `/api/bell-schedules/${s.plan.id}`, { ...riverside, body });
  expect(moved.status).toBe(200);
  expect(moved.body.data.periods[3]).toMatchObject({
    id: s.periods[2],
    start_time: '11:00',
    end_time: '11:50',
  });
  const week = await t.call('GET', `/api/timetables?class_section_id=${s.csA.id}`, riverside);
  expect(week.body.data.cells).toEqual([expect.objectContaining({ period_id: s.periods[2] })]);
  // Period 3 (the last row) holds the lesson: it cannot be removed, nor the plan deleted.
  const shorter = await t.call('PUT', `/api/bell-schedules/${s.plan.id}`, {
    ...riverside,
    body: { ...body, periods: later.slice(0, 3) },
  });
  expect(shorter.status).toBe(422);
  expect(shorter.body.errors.periods).toMatch(/^Period 3 holds lessons/);
  const deleted = await t.call('DELETE', `/api/bell-schedules/${s.plan.id}`, riverside);
  expect(deleted.status).toBe(409);
  // A weekday another plan of the shift has is refused on days, as when adding.
  const saturday = await t.call('POST', '/api/bell-schedules', {
    ...riverside,
    body: { name: unique('Saturday'), shift_id: s.shift.id, days: [6], periods: PERIODS },
  });
  expect(saturday.status).toBe(200);
  const clash = await t.call('PUT', `/api/bell-schedules/${saturday.body.data.id}`, {
    ...riverside,
    body: { name: saturday.body.data.name, shift_id: s.shift.id, days: [5, 6], periods: PERIODS },
  });
  expect([clash.status, Object.keys(clash.body.errors)]).toEqual([422, ['days']]);
  // An unused plan goes, and is gone.
  expect(
    (await t.call('DELETE', `/api/bell-schedules/${saturday.body.data.id}`, riverside)).status,
  ).toBe(200);
  const plans = await t.call('GET', '/api/bell-schedules', riverside);
  expect(plans.body.data.map((p: { id: number }) => p.id)).not.toContain(saturday.body.data.id);
});

test('a guardian reads their children’s class timetables only, and picks among those', async () => {
  const { s, lesson, guardian } = await guardianWithAChild(t, riverside);
  const choices = await t.call('GET', '/api/timetables/choices', guardian);
  expect(choices.status).toBe(200);
  const own = (choices.body.data.class_sections as { id: number }[]).map((c) => c.id);
  expect(own).toContain(s.csA.id);
  expect(own).not.toContain(s.csB.id);
  expect(choices.body.data).toMatchObject({ class_subjects: [], teachers: [], rooms: [] });
  const read = await t.call('GET', `/api/timetables?class_section_id=${s.csA.id}`, guardian);
  expect(read.status).toBe(200);
  expect(read.body.data.cells).toEqual([expect.objectContaining(lesson)]);
  const refused = await t.call('GET', `/api/timetables?class_section_id=${s.csB.id}`, guardian);
  expect(refused.status).toBe(404);
  // Printed, the other class is as unknown to them; a room's week is every class's: staff only.
  const printed = await t.call(
    'GET',
    `/api/timetables/print.pdf?of=class_sections&ids=${s.csB.id}`,
    guardian,
  );
  expect(printed.status).toBe(404);
  const room = await t.call('GET', `/api/timetables/room?room_id=${s.room.id}`, guardian);
  expect(room.status).toBe(403);
  const edit = await t.call('PUT', `/api/timetables?class_section_id=${s.csA.id}`, {
    ...guardian,
    body: { cells: [] },
  });
  expect(edit.status).toBe(403);
});
