/**
 * Substitutions through the real API: a teacher's approved leave puts their lessons of that
 * day on the board with suggestions (free teachers, same subject first); an admin assigns one,
 * who then sees the cover in their week while the absent teacher's lesson shows who covers it;
 * a busy teacher is refused; a holiday empties the board; another school's ids are refused.
 */
import { leaveTypeId } from '../leave/test-support/leave';
import { admin, make, makeClass, type As } from '../academics/test-support/factories';
import { schoolToday } from '../attendance/test-support/helpers';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { makeTeacher, timetableSetup, type Setup } from './test-support/setup';
import { subjectTeachers } from '../../../db/schema';
import { defined } from '../../../test-support/defined';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let today: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  today = await schoolToday(t, riverside);
});
afterAll(() => t.close());

// A Monday of January 2027, inside both demo schools' session years (as leave's own tests).
const MONDAY = '2027-01-18';

const cell = (s: Setup, period: number, subject: 'maths' | 'art') => ({
  day: 1,
  period_id: s.periods[period],
  class_subject_id: s[subject].classSubjectId,
});

async function onLeave(s: Setup, date: string, portions?: Record<string, string>) {
  const teacher: As = {
    token: await t.login(s.maths.email, 'Schola-demo-1', 'riverside'),
    school: 'riverside',
  };
  const filed = await t.call('POST', '/api/leaves', {
    ...teacher,
    body: {
      leave_type_id: await leaveTypeId(t, riverside, 'CL'),
      start_date: date,
      end_date: date,
      reason: 'Unwell',
      ...(portions ? { portions } : {}),
    },
  });
  if (filed.status !== 200) throw new Error(JSON.stringify(filed.body));
  const approved = await t.call('POST', `/api/leaves/${filed.body.data.id}/approve`, {
    ...riverside,
    body: {},
  });
  expect(approved.status).toBe(200);
  return teacher;
}

/** The maths teacher teaches csA periods 1 and 2 and csB period 3 on Mondays; art csB 1. */
async function mondays() {
  const s = await timetableSetup(t, riverside);
  const put = (section: number, cells: object[]) =>
    t.call('PUT', `/api/timetables?class_section_id=${section}`, {
      ...riverside,
      body: { effective_from: today, cells },
    });
  expect((await put(s.csA.id, [cell(s, 0, 'maths'), cell(s, 1, 'maths')])).status).toBe(200);
  expect((await put(s.csB.id, [cell(s, 0, 'art'), cell(s, 2, 'maths')])).status).toBe(200);
  return s;
}

const board = (date: string) => t.call('GET', `/api/substitutions?date=${date}`, riverside);
type BoardPeriod = {
  class_section_id: number;
  period: string;
  absent: { id: number }[];
  substitute: { user_id: number } | null;
  suggestions: { user_id: number; same_subject: boolean }[];
};
const ofSetup = (s: Setup, periods: BoardPeriod[]) =>
  periods.filter((p) => [s.csA.id, s.csB.id].includes(p.class_section_id));

test('an approved leave puts the teacher’s lessons on the board; assigned covers show in both weeks', async () => {
  const s = await mondays();
  const teacher = await onLeave(s, MONDAY);
  // A second maths teacher of another class, free all Monday: the same subject comes first.
  const colleague = await makeTeacher(t, s.schoolId, unique('Colleague'));
  const elsewhere = await makeClass(t, riverside);
  await make(t, riverside, '/api/class-subjects', {
    class_id: elsewhere.id,
    type: 'Compulsory',
    subject_ids: [s.maths.subjectId],
  });
  const listed = await t.call('GET', `/api/class-subjects?class_id=${elsewhere.id}`, riverside);
  await t.handle.db.insert(subjectTeachers).values({
    schoolId: s.schoolId,
    classSubjectId: listed.body.data[0].id,
    teacherUserId: colleague.id,
  });
  const before = await board(MONDAY);
  expect(before.status).toBe(200);
  const periods = ofSetup(s, before.body.data.periods);
  expect(periods.map((p: { period: string }) => p.period)).toEqual([
    'Period 1',
    'Period 2',
    'Period 3',
  ]);
  expect(periods.every((p: { substitute: unknown }) => p.substitute === null)).toBe(true);
  const first = defined(periods[0], 'the first lesson to cover');
  expect(first.absent.map((a: { id: number }) => a.id)).toEqual([s.maths.teacher]);
  const suggested = first.suggestions.map((x: { user_id: number }) => x.user_id);
  // The art teacher teaches csB in period 1: not free then; the colleague is first (same subject).
  expect(suggested).not.toContain(s.art.teacher);
  expect(suggested).not.toContain(s.maths.teacher);
  expect(first.suggestions[0]).toMatchObject({ user_id: colleague.id, same_subject: true });
  const assign = (period: number, section: number, substitute: number) =>
    t.call('POST', '/api/substitutions', {
      ...riverside,
      body: {
        date: MONDAY,
        class_section_id: section,
        period_id: s.periods[period],
        substitute_user_id: substitute,
      },
    });
  // The art teacher is busy in period 1, free in period 2 and 3.
  const busy = await assign(0, s.csA.id, s.art.teacher);
  expect([busy.status, busy.body.errors?.substitute_user_id]).toEqual([
    422,
    'This teacher is not free then.',
  ]);
  expect((await assign(0, s.csA.id, colleague.id)).status).toBe(200);
  expect((await assign(1, s.csA.id, s.art.teacher)).status).toBe(200);
  // Not a lesson to cover: the art teacher's own lesson in csB.
  expect((await assign(0, s.csB.id, colleague.id)).body.errors?.period_id).toBe(
    'This lesson needs no cover on that date.',
  );
  const after = ofSetup(s, (await board(MONDAY)).body.data.periods);
  expect(
    after.map((p: { substitute: { user_id: number } | null }) => p.substitute?.user_id ?? null),
  ).toEqual([colleague.id, s.art.teacher, null]);
  // The substitute's week shows the cover beside their own lesson.
  const artWeek = await t.call(
    'GET',
    `/api/timetables/teacher?date=${MONDAY}&teacher_id=${s.art.teacher}`,
    riverside,
  );
  const artMonday = artWeek.body.data.days[0];
  expect(artWeek.body.data.week).toEqual({ monday: MONDAY, sunday: '2027-01-24' });
  expect(
    artMonday.lessons.map((l: { period: string; cover: boolean }) => [l.period, l.cover]),
  ).toEqual([
    ['Period 1', false],
    ['Period 2', true],
  ]);
  const mine = await t.call('GET', `/api/timetables/teacher?date=${MONDAY}`, teacher);
  expect(
    mine.body.data.days[0].lessons.map((l: { covered_by: string | null }) => l.covered_by),
  ).toEqual([expect.stringMatching(/^Colleague/), expect.stringMatching(/^Art Teacher/), null]);
  // A teacher reads only their own week.
  expect(
    (await t.call('GET', `/api/timetables/teacher?teacher_id=${s.art.teacher}`, teacher)).status,
  ).toBe(403);
});

test('a holiday empties the board', async () => {
  const s = await mondays();
  const date = '2027-01-25';
  await onLeave(s, date);
  expect(ofSetup(s, (await board(date)).body.data.periods)).toHaveLength(3);
  const holiday = await t.call('POST', '/api/holidays', {
    ...riverside,
    body: { title: unique('Founders day'), start_date: date, end_date: date },
  });
  expect(holiday.status).toBe(200);
  const emptied = await board(date);
  expect(emptied.body.data).toMatchObject({
    day_kind: 'holiday',
    holiday: holiday.body.data.title,
    periods: [],
  });
});

test('another school’s lesson or teacher is refused', async () => {
  const s = await mondays();
  await onLeave(s, '2027-02-01');
  const res = await t.call('POST', '/api/substitutions', {
    ...hillcrest,
    body: {
      date: '2027-02-01',
      class_section_id: s.csA.id,
      period_id: s.periods[0],
      substitute_user_id: s.art.teacher,
    },
  });
  expect(res.status).toBe(422);
  expect(
    (await t.call('GET', `/api/timetables/teacher?teacher_id=${s.art.teacher}`, hillcrest)).status,
  ).toBe(404);
});

// The setup's day: Period 1 09:00, Period 2 09:45, a break, Period 3 10:45–11:30; the middle of
// its lessons is 10:15, so periods 1 and 2 are the first half and period 3 the second.
test.each([
  ['first_half', '2027-02-08', ['Period 1', 'Period 2']],
  ['second_half', '2027-02-15', ['Period 3']],
])('a half-day leave (%s) lists only the lessons of that half', async (portion, date, listed) => {
  const s = await mondays();
  await onLeave(s, date, { [date]: portion });
  const periods = ofSetup(s, (await board(date)).body.data.periods);
  expect(periods.map((p) => p.period)).toEqual(listed);
});
