/**
 * The timetable through the real API (PGlite by default, PostgreSQL with TEST_DATABASE_URL):
 * bell schedules, a teacher's and a room's clashes refused naming the other class (also
 * against a version starting later), a version effective next Monday leaving this week's in
 * force and readable, soft warnings answered, and another school's class-section unseen.
 */
import { addDays } from '../../../calendar';
import { admin, type As } from '../academics/test-support/factories';
import { schoolToday } from '../attendance/test-support/helpers';
import { startTestApi, unique, type TestApi } from '../../test-support/harness';
import { PERIODS, timetableSetup, type Setup } from './test-support/setup';

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

/** The Monday after `date` (never `date` itself). */
function nextMonday(date: string) {
  const offset = (8 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7 || 7;
  return addDays(date, offset);
}

const cell = (s: Setup, day: number, period: number, subject: 'maths' | 'art', room?: number) => ({
  day,
  period_id: s.periods[period],
  class_subject_id: s[subject].classSubjectId,
  room_id: room ?? null,
});

const put = (as: As, section: number, body: object) =>
  t.call('PUT', `/api/timetables?class_section_id=${section}`, { ...as, body });

test('a teacher in two class-sections at once is refused, naming the other class', async () => {
  const s = await timetableSetup(t, riverside);
  const a = await put(riverside, s.csA.id, {
    effective_from: today,
    cells: [cell(s, 1, 0, 'maths')],
  });
  expect(a.status).toBe(200);
  const b = await put(riverside, s.csB.id, {
    effective_from: today,
    cells: [cell(s, 1, 1, 'art'), cell(s, 1, 0, 'maths')],
  });
  expect(b.status).toBe(422);
  const message = b.body.errors['cells.1'] as string;
  expect(message).toMatch(/already teaches .+ on Monday at that time \(Period 1\)\./);
  const names = await t.call('GET', `/api/timetables?class_section_id=${s.csA.id}`, riverside);
  expect(message).toContain(names.body.data.class_section.name);
  // Another day, or the next period, is free.
  expect(
    (await put(riverside, s.csB.id, { effective_from: today, cells: [cell(s, 2, 0, 'maths')] }))
      .status,
  ).toBe(200);
});

test('a room in two places at once is refused, naming the class that holds it', async () => {
  const s = await timetableSetup(t, riverside);
  expect(
    (
      await put(riverside, s.csA.id, {
        effective_from: today,
        cells: [cell(s, 3, 2, 'maths', s.room.id)],
      })
    ).status,
  ).toBe(200);
  const b = await put(riverside, s.csB.id, {
    effective_from: today,
    cells: [cell(s, 3, 2, 'art', s.room.id)],
  });
  expect(b.status).toBe(422);
  const section = await t.call('GET', `/api/timetables?class_section_id=${s.csA.id}`, riverside);
  expect(b.body.errors['cells.0']).toBe(
    `${s.room.name} is taken by ${section.body.data.class_section.name} (${section.body.data.cells[0].subject}) on Wednesday at that time (Period 3).`,
  );
});

test('a version effective next Monday leaves this week’s in force and readable', async () => {
  const s = await timetableSetup(t, riverside);
  const monday = nextMonday(today);
  const now = await put(riverside, s.csA.id, {
    effective_from: today,
    cells: [cell(s, 1, 0, 'maths')],
  });
  const next = await put(riverside, s.csA.id, {
    effective_from: monday,
    cells: [cell(s, 1, 0, 'art'), cell(s, 2, 0, 'maths')],
  });
  expect([now.status, next.status]).toEqual([200, 200]);
  const read = (query: string) =>
    t
      .call('GET', `/api/timetables?class_section_id=${s.csA.id}&${query}`, riverside)
      .then((r) => r.body.data);
  const thisWeek = await read(`date=${today}`);
  expect(thisWeek.version.id).toBe(now.body.data.version.id);
  expect(thisWeek.cells.map((c: { subject: string }) => c.subject)).toHaveLength(1);
  expect(thisWeek.cells[0].class_subject_id).toBe(s.maths.classSubjectId);
  const nextWeek = await read(`date=${monday}`);
  expect(nextWeek.version).toMatchObject({
    id: next.body.data.version.id,
    effective_from: monday,
    status: 'published',
  });
  expect(nextWeek.cells).toHaveLength(2);
  expect(thisWeek.versions.map((v: { effective_from: string }) => v.effective_from)).toEqual([
    today,
    monday,
  ]);
  // The previous version stays readable by its id after the new one starts.
  const old = await read(`date=${addDays(monday, 7)}&version_id=${now.body.data.version.id}`);
  expect(old.cells[0].class_subject_id).toBe(s.maths.classSubjectId);
  // The grid's plan: Monday to Friday, three periods and a break each.
  expect(thisWeek.days.map((d: { day: number }) => d.day)).toEqual([1, 2, 3, 4, 5]);
  expect(thisWeek.days[0].periods.map((p: { name: string }) => p.name)).toEqual(
    PERIODS.map((p) => p.name),
  );
});

test('a clash with another class’s version that starts later is refused too', async () => {
  const s = await timetableSetup(t, riverside);
  const monday = nextMonday(today);
  expect(
    (await put(riverside, s.csB.id, { effective_from: monday, cells: [cell(s, 4, 1, 'maths')] }))
      .status,
  ).toBe(200);
  // csA's version from today runs on past next Monday: its maths teacher would be in csB then.
  const clash = await put(riverside, s.csA.id, {
    effective_from: today,
    cells: [cell(s, 4, 1, 'maths')],
  });
  expect(clash.status).toBe(422);
  expect(clash.body.errors['cells.0']).toMatch(/on Thursday at that time \(Period 2\)/);
});

test('soft warnings are answered beside the saved timetable', async () => {
  const s = await timetableSetup(t, riverside);
  const res = await put(riverside, s.csA.id, {
    effective_from: today,
    cells: [cell(s, 5, 0, 'art'), cell(s, 5, 1, 'art')],
  });
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('The timetable was saved.');
  expect(res.body.data.warnings).toEqual([expect.stringMatching(/ comes twice on Friday\.$/)]);
  expect(res.body.data.cells).toHaveLength(2);
});

test('cells that do not fit the class are refused naming the cell; another school’s class is unseen', async () => {
  const s = await timetableSetup(t, riverside);
  const other = await timetableSetup(t, riverside);
  const breakId = (s.plan.periods as { id: number; kind: string }[]).find(
    (p) => p.kind === 'break',
  )?.id;
  const cases: [object, string, string][] = [
    [
      { ...cell(s, 1, 0, 'maths'), period_id: breakId },
      'cells.0.period_id',
      "This is not a lesson period of the class's bell schedule on that day.",
    ],
    [
      cell(s, 6, 0, 'maths'),
      'cells.0.period_id',
      "This is not a lesson period of the class's bell schedule on that day.",
    ],
    [
      { ...cell(s, 1, 0, 'maths'), class_subject_id: other.maths.classSubjectId },
      'cells.0.class_subject_id',
      'This subject is not taught in this class.',
    ],
    [
      { ...cell(s, 1, 0, 'maths'), day: 8 },
      'cells.0.day',
      'The day must be a weekday from 1 (Monday) to 7 (Sunday).',
    ],
  ];
  for (const [body, field, message] of cases) {
    const res = await put(riverside, s.csA.id, { cells: [body] });
    expect([res.status, res.body.errors?.[field]]).toEqual([422, message]);
  }
  expect(
    (await t.call('GET', `/api/timetables?class_section_id=${s.csA.id}`, hillcrest)).status,
  ).toBe(404);
  expect((await put(hillcrest, s.csA.id, { cells: [] })).status).toBe(404);
});

test('a bell schedule: a weekday the shift already plans is refused; overlapping periods too', async () => {
  const s = await timetableSetup(t, riverside);
  const post = (body: object) => t.call('POST', '/api/bell-schedules', { ...riverside, body });
  const friday = { name: unique('Short Friday'), shift_id: s.shift.id, periods: [PERIODS[0]] };
  const taken = await post({ ...friday, days: [5] });
  expect([taken.status, taken.body.errors?.days]).toEqual([
    422,
    'This shift already has a bell schedule for day 5.',
  ]);
  const overlap = await post({
    ...friday,
    shift_id: null,
    days: [6],
    periods: [PERIODS[0], { ...PERIODS[1], start_time: '09:30' }],
  });
  expect(overlap.body.errors?.['periods.1.start_time']).toBe(
    'This period overlaps an earlier one.',
  );
  const listed = await t.call('GET', '/api/bell-schedules', riverside);
  expect(listed.body.data.find((p: { id: number }) => p.id === s.plan.id)).toMatchObject({
    shift_id: s.shift.id,
    days: [1, 2, 3, 4, 5],
  });
});
