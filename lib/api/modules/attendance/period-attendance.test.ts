/**
 * Attendance by period through the API: off by default (409 with the sentence); on, the
 * lesson's teacher takes their period and the day follows by the school's rule; the teacher of
 * another lesson is refused, the teacher covering it is not; a period without a lesson is a
 * 422; the class register shows the periods beside the day; another school's class is a 404.
 */
import { addDays } from '../../../calendar';
import { substitutions } from '../../../db/schema';
import { admin, make, type As } from '../academics/test-support/factories';
import { studentBody } from '../people/test-support';
import { makeTeacher, timetableSetup, type Setup } from '../timetable/test-support/setup';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { codesOf, schoolToday, weekdayBefore } from './test-support/helpers';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let s: Setup;
let day: string;
let students: number[];
let codes: Map<string, number>;
let maths: As;
let art: As;

const code = (name: string) => defined(codes.get(name), `the ${name} code`);
const signIn = async (email: string): Promise<As> => ({
  token: await t.login(email, 'Schola-demo-1', 'riverside'),
  school: 'riverside',
});

beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  day = weekdayBefore(await schoolToday(t, riverside), 2);
  codes = await codesOf(t, riverside);
  s = await timetableSetup(t, riverside);
  students = [];
  for (let i = 0; i < 3; i++)
    students.push((await make(t, riverside, '/api/students', studentBody(s.csA.id))).id as number);
  // Every weekday: Maths in period 1, Art in period 2 (period 3 is free) for section A.
  const cells = [1, 2, 3, 4, 5].flatMap((d) => [
    { day: d, period_id: s.periods[0], class_subject_id: s.maths.classSubjectId },
    { day: d, period_id: s.periods[1], class_subject_id: s.art.classSubjectId },
  ]);
  const put = await t.call('PUT', `/api/timetables?class_section_id=${s.csA.id}`, {
    ...riverside,
    body: { effective_from: addDays(day, -7), cells },
  });
  expect(put.status).toBe(200);
  maths = await signIn(s.maths.email);
  art = await signIn(s.art.email);
});
afterAll(() => t.close());

const path = (period: number, section = s.csA.id) =>
  `/api/attendance/periods?date=${day}&class_section_id=${section}&period_id=${s.periods[period]}`;
const marks = (names: string[]) =>
  students.map((id, i) => ({
    student_id: id,
    code_id: code(defined(names[i], 'a code')),
    remark: null,
  }));
const take = (who: As, period: number, names: string[]) =>
  t.call('PUT', path(period), { ...who, body: { marks: marks(names) } });
const settings = (body: object) =>
  t.call('PUT', '/api/attendance-settings', { ...riverside, body });
/** The day's codes of the three students, as the class register reads them. */
async function register() {
  const res = await t.call(
    'GET',
    `/api/student-attendance?class_section_id=${s.csA.id}&date=${day}`,
    riverside,
  );
  expect(res.status).toBe(200);
  return res.body.data as {
    periods: { id: number; name: string }[] | null;
    marks: {
      student_id: number;
      code_id: number;
      saved: boolean;
      period_codes: (number | null)[] | null;
    }[];
  };
}

test('off by default: the period routes answer 409 with a sentence, the register has no periods', async () => {
  const read = await t.call('GET', '/api/attendance-settings', riverside);
  expect(read.body.data).toEqual({ by_period: false, daily_rule: 'first_period' });
  const res = await t.call('GET', path(0), maths);
  expect([res.status, res.body.message]).toEqual([409, expect.stringMatching(/by period is off/)]);
  expect((await take(maths, 0, ['absent', 'present', 'present'])).status).toBe(409);
  expect((await register()).periods).toBeNull();
});

test('a teacher takes their period; the day follows the first period taken', async () => {
  const teacherTries = await t.call('PUT', '/api/attendance-settings', {
    ...maths,
    body: { by_period: true, daily_rule: 'first_period' },
  });
  expect(teacherTries.status).toBe(403);
  expect((await settings({ by_period: true, daily_rule: 'first_period' })).status).toBe(200);

  const fresh = await t.call('GET', path(0), maths);
  expect(fresh.status).toBe(200);
  expect(fresh.body.data.period).toMatchObject({ name: 'Period 1', cover: false });
  expect(fresh.body.data.saved).toBe(false);
  expect(fresh.body.data.marks.map((m: { code_id: number }) => m.code_id)).toEqual(
    Array(3).fill(code('present')),
  );

  const saved = await take(maths, 0, ['absent', 'late', 'present']);
  expect(saved.status).toBe(200);
  expect(saved.body.message).toMatch(/Period 1/);
  const day1 = await register();
  expect(day1.marks.map((m) => [m.code_id, m.saved])).toEqual([
    [code('absent'), true],
    [code('late'), true],
    [code('present'), true],
  ]);
  expect(day1.periods?.map((p) => p.name)).toEqual(['Period 1', 'Period 2']);
  expect(day1.marks.map((m) => m.period_codes)).toEqual([
    [code('absent'), null],
    [code('late'), null],
    [code('present'), null],
  ]);

  // Art in period 2: the day still follows period 1 under first_period.
  expect((await take(art, 1, ['present', 'present', 'absent'])).status).toBe(200);
  expect((await register()).marks.map((m) => m.code_id)).toEqual([
    code('absent'),
    code('late'),
    code('present'),
  ]);
});

test('majority: the day is absent only when most periods are', async () => {
  expect((await settings({ by_period: true, daily_rule: 'majority' })).status).toBe(200);
  // Re-saving (the teacher holds attendance-edit) derives the day again.
  expect((await take(art, 1, ['absent', 'present', 'absent'])).status).toBe(200);
  const day2 = await register();
  // Student 1: absent, absent → absent. Student 2: late, present → late (first attended).
  // Student 3: present, absent → 1 of 2 is no majority → present.
  expect(day2.marks.map((m) => m.code_id)).toEqual([code('absent'), code('late'), code('present')]);
  expect(day2.marks.map((m) => m.period_codes)).toEqual([
    [code('absent'), code('absent')],
    [code('late'), code('present')],
    [code('present'), code('absent')],
  ]);
});

test("another lesson's teacher is refused with a sentence; the teacher covering it is not", async () => {
  const refused = await take(art, 0, ['present', 'present', 'present']);
  expect([refused.status, refused.body.message]).toEqual([
    403,
    expect.stringMatching(/Only the teacher of this lesson/),
  ]);
  expect((await t.call('GET', path(0), art)).status).toBe(403);

  const cover = await makeTeacher(t, s.schoolId, unique('Cover'));
  await t.handle.db.insert(substitutions).values({
    schoolId: s.schoolId,
    date: day,
    classSectionId: s.csA.id,
    periodId: s.periods[0],
    classSubjectId: s.maths.classSubjectId,
    absentUserId: s.maths.teacher,
    substituteUserId: cover.id,
  });
  const substitute = await signIn(cover.email);
  const read = await t.call('GET', path(0), substitute);
  expect([read.status, read.body.data?.period.cover]).toEqual([200, true]);
  expect((await take(substitute, 0, ['present', 'present', 'present'])).status).toBe(200);
  // Majority now: student 1 present then absent → no majority → present.
  expect((await register()).marks[0]?.code_id).toBe(code('present'));
});

test('a period without a lesson is a 422 on period_id; another school’s class is a 404', async () => {
  const free = await t.call('GET', path(2), riverside);
  expect([free.status, Object.keys(free.body.errors ?? {})]).toEqual([422, ['period_id']]);
  const foreign = await t.call('GET', path(0), hillcrest);
  expect([foreign.status, foreign.body.message]).toEqual([
    404,
    expect.stringMatching(/not found/i),
  ]);
  const foreignPut = await t.call('PUT', path(0), {
    ...hillcrest,
    body: { marks: marks(['present', 'present', 'present']) },
  });
  expect(foreignPut.status).toBe(404);
});

test('the settings refuse an unknown rule on its field', async () => {
  const res = await settings({ by_period: true, daily_rule: 'last_period' });
  expect([res.status, Object.keys(res.body.errors ?? {})]).toEqual([422, ['daily_rule']]);
});
