/**
 * The school's attendance codes through the API: a custom code changes a student's percentage
 * exactly as its `counts_as` declares (and recounting when that changes), a code in use is
 * deactivated rather than deleted, the five original codes stay, writes are audited; and the
 * register completion of a day.
 */
import { addDays } from '../../../calendar';
import type { TestApi } from '../../test-support/harness';
import { admin, make, startAsAdmin, type As } from '../academics/test-support/factories';
import {
  classWithStudents,
  codesOf,
  makeClassTeacher,
  schoolToday,
  weekdayBefore,
} from './test-support/helpers';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let as: As;
let today: string;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  today = await schoolToday(t, as);
});
afterAll(() => t.close());

/** Saves a whole day of a class: `codeFor(i)` is the code of its i-th student. */
async function saveDay(sectionId: number, date: string, codeFor: (studentId: number) => number) {
  const day = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${sectionId}&date=${date}`,
    as,
  );
  const res = await t.call('PUT', '/api/student-attendance', {
    ...as,
    body: {
      class_section_id: sectionId,
      date,
      marks: day.body.data.marks.map((m: { student_id: number }) => ({
        student_id: m.student_id,
        code_id: codeFor(m.student_id),
        remark: null,
      })),
    },
  });
  expect(res.status).toBe(200);
  return res;
}

const historyOf = async (studentId: number) =>
  (await t.call('GET', `/api/student-attendance/students/${studentId}`, as)).body.data;

test('a "School trip" code changes the percentage exactly as it is declared to count', async () => {
  const trip = await make(t, as, '/api/attendance-codes', {
    name: 'School trip',
    code: 'T',
    colour: '#0369a1',
    counts_as: 'present',
  });
  const codes = await codesOf(t, as);
  const code = (s: string) => defined(codes.get(s), s);
  const { section, students } = await classWithStudents(t, as, 1);
  const pupil = defined(students[0], 'the student').id;
  // Four days: present, absent, present, then the trip.
  const days = [4, 3, 2, 1].map((n) => weekdayBefore(today, n));
  const plan = ['present', 'absent', 'present'];
  for (const [i, date] of days.entries())
    await saveDay(section.id, date, (id) =>
      id === pupil && i === 3 ? trip.id : code(plan[i] ?? 'present'),
    );
  // Counted as present: 3 of 4 days.
  const asPresent = await historyOf(pupil);
  expect(asPresent.percent).toBe(75);
  expect(asPresent.counts[trip.id]).toBe(1);
  expect(asPresent.tally).toEqual({ present: 3, absent: 1, half: 0, excluded: 0 });
  const month = (d: string) => d.slice(0, 7);
  const gridPercent = async () => {
    const grid = await t.call(
      'GET',
      `/api/student-attendance/summary?class_section_id=${section.id}&month=${month(days[3] ?? today)}`,
      as,
    );
    return grid.body.data.students.find((s: { id: number }) => s.id === pupil);
  };

  // Declared as excluded: the day leaves the percentage, 2 of 3 days.
  const put = await t.call('PUT', `/api/attendance-codes/${trip.id}`, {
    ...as,
    body: { name: 'School trip', code: 'T', colour: '#0369a1', counts_as: 'excluded' },
  });
  expect(put.status).toBe(200);
  const asExcluded = await historyOf(pupil);
  expect(asExcluded.percent).toBe(66.7);
  expect(asExcluded.tally).toEqual({ present: 2, absent: 1, half: 0, excluded: 1 });
  // The month grid, the school's month (from the day totals, recounted) follow.
  if (days.every((d) => month(d) === month(days[3] ?? d))) {
    expect((await gridPercent()).percent).toBe(66.7);
    const school = await t.call(
      'GET',
      `/api/student-attendance/school-summary?month=${month(days[3] ?? today)}`,
      as,
    );
    const line = school.body.data.class_sections.find(
      (c: { class_section_id: number }) => c.class_section_id === section.id,
    );
    expect(line.percent).toBe(66.7);
    expect(line.counts.excluded).toBe(1);
  }

  // In use: deleting is refused, deactivating works and the register no longer offers it.
  const del = await t.call('DELETE', `/api/attendance-codes/${trip.id}`, as);
  expect(del.status).toBe(409);
  const off = await t.call('PUT', `/api/attendance-codes/${trip.id}`, {
    ...as,
    body: {
      name: 'School trip',
      code: 'T',
      colour: '#0369a1',
      counts_as: 'excluded',
      active: false,
    },
  });
  expect(off.status).toBe(200);
  // On a school day the pupil was present (today may be a weekend: CI ran on a Sunday and
  // met the date's refusal instead); the trip's own day may keep the code it already holds.
  const refused = await t.call('PUT', '/api/student-attendance', {
    ...as,
    body: {
      class_section_id: section.id,
      date: days[0],
      marks: [{ student_id: pupil, code_id: trip.id }],
    },
  });
  expect(refused.status).toBe(422);
  expect(refused.body.errors['marks.0.code_id']).toMatch(/School trip is no longer in use/);
  // The history keeps the old marks and their code.
  expect((await historyOf(pupil)).percent).toBe(66.7);

  // Audited.
  const log = await t.call(
    'GET',
    `/api/audit-log?entity=attendance-codes&entity_id=${trip.id}`,
    as,
  );
  expect(log.body.data.map((r: { action: string }) => r.action).sort()).toEqual([
    'create',
    'update',
    'update',
  ]);
});

test("codes: the five originals are every school's, cannot be deleted; bad input names its field", async () => {
  const hill = await admin(t, 'hillcrest');
  for (const who of [as, hill]) {
    const codes = await codesOf(t, who);
    for (const s of ['present', 'absent', 'late', 'half_day', 'on_leave'])
      expect(codes.has(s)).toBe(true);
  }
  // Hillcrest has marked no half day: the code is unused, and still kept.
  const halfDay = defined((await codesOf(t, hill)).get('half_day'), 'half day');
  const del = await t.call('DELETE', `/api/attendance-codes/${halfDay}`, hill);
  expect(del.status).toBe(409);
  expect(del.body.message).toMatch(/five original attendance codes/);

  const bad = await t.call('POST', '/api/attendance-codes', {
    ...as,
    body: { name: 'Medical', code: 'TOOLONG', colour: 'pink', counts_as: 'sometimes' },
  });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['code', 'colour', 'counts_as']);
  const taken = await t.call('POST', '/api/attendance-codes', {
    ...as,
    body: { name: 'Present', code: 'PX', colour: '#000000', counts_as: 'present' },
  });
  expect(taken.status).toBe(422);
  expect(taken.body.errors.name).toMatch(/already has an attendance code with this name/);

  // An unused code of the school's own may be deleted.
  const spare = await make(t, as, '/api/attendance-codes', {
    name: 'Spare',
    code: 'SP',
    colour: '#123456',
    counts_as: 'absent',
  });
  expect((await t.call('DELETE', `/api/attendance-codes/${spare.id}`, as)).status).toBe(200);

  // Only a School Admin manages codes.
  const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  const byTeacher = await t.call('POST', '/api/attendance-codes', {
    ...teacher,
    body: { name: 'Sneaky', code: 'S', colour: '#000000', counts_as: 'present' },
  });
  expect(byTeacher.status).toBe(403);
});

test('completion: the class-sections without a saved register, with their class teachers', async () => {
  const date = weekdayBefore(today, 1);
  const { section } = await classWithStudents(t, as, 2, 1);
  await makeClassTeacher(t, 'riverside', section.id, 'teacher@riverside.test');
  const ask = (d: string) => t.call('GET', `/api/student-attendance/completion?date=${d}`, as);
  const before = await ask(date);
  expect(before.status).toBe(200);
  expect(before.body.data.reason).toBeNull();
  const line = before.body.data.class_sections.find((c: { id: number }) => c.id === section.id);
  expect(line).toMatchObject({ name: section.name, class_teacher: { name: expect.any(String) } });
  expect(line.students).toBeGreaterThanOrEqual(2);

  const codes = await codesOf(t, as);
  await saveDay(section.id, date, () => defined(codes.get('present'), 'present'));
  const after = await ask(date);
  expect(after.body.data.class_sections.map((c: { id: number }) => c.id)).not.toContain(section.id);
  expect(after.body.data.total).toBe(before.body.data.total);

  // A Sunday and a future day: no registers due, an empty list with the reason.
  let sunday = today;
  while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, -1);
  const off = await ask(sunday);
  expect(off.body.data).toMatchObject({ class_sections: [] });
  expect(off.body.data.reason).toMatch(/weekly off day/);
  expect((await ask(addDays(today, 1))).body.data.reason).toMatch(/future date/);
  expect((await ask('2026-13-01')).status).toBe(422);

  // A teacher reads their own classes, not the school's completion.
  const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  const byTeacher = await t.call('GET', `/api/student-attendance/completion?date=${date}`, teacher);
  expect(byTeacher.status).toBe(403);

  // The admin's dashboard carries today's completion (its card); a teacher's does not.
  const stats = await t.call('GET', '/api/dashboard-stats', as);
  expect(stats.body.data.register_completion).toMatchObject({ date: today });
  const teachers = await t.call('GET', '/api/dashboard-stats', teacher);
  expect(teachers.body.data.register_completion).toBeNull();
});
