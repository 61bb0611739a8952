/**
 * Student attendance through the API: a day saved whole and re-saved, the month grid with %
 * and its CSV, refusals named on their field, a teacher's reach, a guardian's children.
 */
import { addDays } from '../../../calendar';
import type { TestApi } from '../../test-support/harness';
import { admin, make, startAsAdmin, userWith, type As } from '../academics/test-support/factories';
import { studentBody } from '../people/test-support';
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
let day: string;
let section: { id: number; name: string };
let students: { id: number }[];
/** The school's codes by original status or name, as GET /api/attendance-codes lists them. */
let codes: Map<string, number>;
beforeAll(async () => {
  ({ t, as } = await startAsAdmin());
  today = await schoolToday(t, as);
  day = weekdayBefore(today, 2);
  ({ section, students } = await classWithStudents(t, as, 3));
  codes = await codesOf(t, as);
});
afterAll(() => t.close());
const student = (i: number) => defined(students[i], `student ${i} of the class`);

const code = (status: string) => defined(codes.get(status), `the ${status} code`);
const marks = (statuses: string[], remark: string | null = null) =>
  students.map((s, i) => ({
    student_id: s.id,
    code_id: code(defined(statuses[i], 'a status')),
    remark,
  }));
const save = (body: object, who: As = as) =>
  t.call('PUT', '/api/student-attendance', { ...who, body });

test('a day starts all present, is saved whole, re-saved, and shows in the month grid', async () => {
  const fresh = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${day}`,
    as,
  );
  expect(fresh.status).toBe(200);
  expect(fresh.body.data.saved).toBe(false);
  expect(fresh.body.data.day.problem).toBeNull();
  const mine = fresh.body.data.marks.filter((m: { student_id: number }) =>
    students.some((s) => s.id === m.student_id),
  );
  expect(mine.map((m: { code_id: number }) => m.code_id)).toEqual(Array(3).fill(code('present')));

  // Everyone in the class is marked (the demo structure may hold other students too).
  const everyone = fresh.body.data.marks.map((m: { student_id: number }) => m.student_id);
  const statusOf = (id: number) =>
    id === student(0).id || id === student(1).id ? 'absent' : 'present';
  const body = {
    class_section_id: section.id,
    date: day,
    marks: everyone.map((id: number) => ({
      student_id: id,
      code_id: code(statusOf(id)),
      remark: null,
    })),
  };
  const saved = await save(body);
  expect(saved.status).toBe(200);
  expect(saved.body.message).toMatch(/saved: \d+ present, 2 absent\./);
  expect(saved.body.data.saved).toBe(true);

  body.marks = body.marks.map((m: { student_id: number }) =>
    m.student_id === student(1).id ? { ...m, code_id: code('late'), remark: 'Bus' } : m,
  );
  expect((await save(body)).status).toBe(200);
  const reread = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${day}`,
    as,
  );
  const second = reread.body.data.marks.find(
    (m: { student_id: number }) => m.student_id === student(1).id,
  );
  expect(second).toMatchObject({ code_id: code('late'), remark: 'Bus', saved: true });

  const month = day.slice(0, 7);
  const grid = await t.call(
    'GET',
    `/api/student-attendance/summary?class_section_id=${section.id}&month=${month}`,
    as,
  );
  expect(grid.status).toBe(200);
  const row = (id: number) => grid.body.data.students.find((s: { id: number }) => s.id === id);
  expect(row(student(0).id)).toMatchObject({ marks: { [day]: code('absent') }, percent: 0 });
  expect(row(student(1).id)).toMatchObject({ marks: { [day]: code('late') }, percent: 100 });
  const n = everyone.length;
  expect(grid.body.data.class.counts).toMatchObject({
    [code('absent')]: 1,
    [code('late')]: 1,
    [code('present')]: n - 2,
  });
  expect(grid.body.data.class.percent).toBe(Math.round(((n - 1) / n) * 1000) / 10);

  // The school's month reads the day totals: the same % for this class as its grid.
  const school = await t.call('GET', `/api/student-attendance/school-summary?month=${month}`, as);
  const line = school.body.data.class_sections.find(
    (c: { class_section_id: number }) => c.class_section_id === section.id,
  );
  expect(line).toMatchObject({ days_marked: 1, percent: grid.body.data.class.percent });
  expect(school.body.data.percent).toBe(grid.body.data.class.percent);

  const csv = await t.call(
    'GET',
    `/api/student-attendance/summary?class_section_id=${section.id}&month=${month}&format=csv`,
    as,
  );
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  const lines = String(csv.body).trim().split('\r\n');
  expect(lines[0]).toContain('Attendance %');
  expect(lines.some((l) => l.includes(',A,') || l.includes(',A\r'))).toBe(true);
});

test('refusals name their field: future, Sunday, holiday, foreign student, missing, bad status', async () => {
  const base = {
    class_section_id: section.id,
    date: day,
    marks: marks(['present', 'present', 'present']),
  };
  const tomorrow = await save({ ...base, date: addDays(today, 1) });
  expect(tomorrow.status).toBe(422);
  expect(tomorrow.body.errors.date).toMatch(/future date/);

  let sunday = today;
  while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, -1);
  const offDay = await save({ ...base, date: sunday });
  expect(offDay.body.errors.date).toMatch(/weekly off day/);

  const holidayDate = weekdayBefore(today, 4);
  await make(t, as, '/api/holidays', {
    title: 'Founders day',
    start_date: holidayDate,
    end_date: holidayDate,
    description: null,
  });
  const holiday = await save({ ...base, date: holidayDate });
  expect(holiday.status).toBe(422);
  expect(holiday.body.errors.date).toMatch(/is a holiday \(Founders day\)/);
  const read = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${holidayDate}`,
    as,
  );
  expect(read.body.data.day).toMatchObject({ kind: 'holiday', holiday: 'Founders day' });

  const stranger = await make(
    t,
    as,
    '/api/students',
    studentBody((await classWithStudents(t, as, 0, 1)).section.id),
  );
  const foreign = await save({
    ...base,
    marks: [{ student_id: stranger.id, code_id: code('present') }],
  });
  expect(foreign.status).toBe(422);
  expect(foreign.body.errors['marks.0.student_id']).toMatch(/not an active student of/);
  expect(foreign.body.errors.marks).toMatch(/A day is saved whole/);

  const badCode = await save({
    ...base,
    marks: [{ student_id: student(0).id, code_id: 'sick' }],
  });
  expect(badCode.body.errors['marks.0.code_id']).toMatch(/Choose a attendance code/);
  // Another school's code is no code of this school.
  const hillcrestCodes = await codesOf(t, await admin(t, 'hillcrest'));
  const alien = await save({
    ...base,
    marks: marks(['present', 'present', 'present']).map((m, i) =>
      i === 0 ? { ...m, code_id: defined(hillcrestCodes.get('present'), 'a code') } : m,
    ),
  });
  expect(alien.status).toBe(422);
  expect(alien.body.errors['marks.0.code_id']).toMatch(/not one of the school's attendance codes/);
  const twice = await save({
    ...base,
    marks: [
      { student_id: student(0).id, code_id: code('present') },
      { student_id: student(0).id, code_id: code('absent') },
    ],
  });
  expect(twice.body.errors['marks.1.student_id']).toBe('This student is marked twice.');
  const notADate = await save({ ...base, date: '2026-02-30' });
  expect(notADate.body.errors.date).toMatch(/real date/);
  const otherSchool = await admin(t, 'hillcrest');
  const elsewhere = await save(base, otherSchool);
  expect(elsewhere.status).toBe(422);
  expect(elsewhere.body.errors.class_section_id).toBe('The class-section does not exist.');
});

test('a teacher marks only the class-sections they teach; a guardian reads only their children', async () => {
  const teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  const refused = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${day}`,
    teacher,
  );
  expect(refused.status).toBe(403);
  expect(refused.body.message).toMatch(/only take attendance of class-sections you teach/);
  await makeClassTeacher(t, 'riverside', section.id, 'teacher@riverside.test');
  const allowed = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${day}`,
    teacher,
  );
  expect(allowed.status).toBe(200);

  const child = await make(
    t,
    as,
    '/api/students',
    studentBody(section.id, {
      guardians: [
        {
          full_name: 'Demo Guardian',
          email: 'guardian@riverside.test',
          relation: 'mother',
          is_primary: true,
        },
      ],
    }),
  );
  const guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  const own = await t.call('GET', `/api/student-attendance/students/${child.id}`, guardian);
  expect(own.status).toBe(200);
  expect(own.body.data.student.id).toBe(child.id);
  const notMine = await t.call(
    'GET',
    `/api/student-attendance/students/${student(0).id}`,
    guardian,
  );
  expect(notMine.status).toBe(404);
  const history = await t.call('GET', `/api/student-attendance/students/${student(0).id}`, as);
  expect(history.body.data.marks).toEqual([{ date: day, code_id: code('absent'), remark: null }]);
  expect(history.body.data.percent).toBe(0);
  expect(
    (
      await t.call(
        'GET',
        `/api/student-attendance/summary?class_section_id=${section.id}&month=${day.slice(0, 7)}`,
        guardian,
      )
    ).status,
  ).toBe(403);

  const noAttendance = await userWith(t, ['student-list']);
  expect(
    (
      await save(
        {
          class_section_id: section.id,
          date: day,
          marks: marks(['present', 'present', 'present']),
        },
        noAttendance,
      )
    ).status,
  ).toBe(403);
  const createOnly = await userWith(t, ['attendance-create']);
  const resave = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${section.id}&date=${day}`,
    createOnly,
  );
  const again = await save(
    {
      class_section_id: section.id,
      date: day,
      marks: resave.body.data.marks.map((m: { student_id: number }) => ({
        student_id: m.student_id,
        code_id: code('present'),
      })),
    },
    createOnly,
  );
  expect(again.status).toBe(403);
  expect(again.body.message).toMatch(/attendance-edit/);
});
