/**
 * Timetables printed in bulk (GET /api/timetables/print.pdf) through the real API: one page per
 * class-section or teacher, read back with PDF.js — the subjects, teachers and rooms where the
 * week puts them; another teacher's page refused to a teacher; another school's class-section
 * 404; nothing in force, a sentence naming `ids`.
 */
import { addDays } from '../../../calendar';
import { routePdf } from '../../../pdf/test-support/route-pdf';
import { textItems } from '../../../pdf/test-support/text-items';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { admin, type As } from '../academics/test-support/factories';
import { schoolToday } from '../attendance/test-support/helpers';
import { timetableSetup, type Setup } from './test-support/setup';
import { classWeek, teacherWeek } from './rules/printed-week';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let s: Setup;
let from: string;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  s = await timetableSetup(t, riverside);
  from = addDays(await schoolToday(t, riverside), -7);
  for (const [section, cells] of [
    [
      s.csA.id,
      [
        {
          day: 1,
          period_id: s.periods[0],
          class_subject_id: s.maths.classSubjectId,
          room_id: s.room.id,
        },
        { day: 3, period_id: s.periods[2], class_subject_id: s.art.classSubjectId },
      ],
    ],
    [s.csB.id, [{ day: 2, period_id: s.periods[1], class_subject_id: s.maths.classSubjectId }]],
  ] as const) {
    const saved = await t.call('PUT', `/api/timetables?class_section_id=${section}`, {
      ...riverside,
      body: { effective_from: from, cells },
    });
    expect(saved.status).toBe(200);
  }
});
afterAll(() => t.close());

const pageText = (bytes: Uint8Array) => {
  const pages = new Map<number, string>();
  for (const item of textItems(bytes))
    pages.set(item.page, `${pages.get(item.page) ?? ''} ${item.str}`);
  return [...pages.values()];
};

test('two class-sections print on a page each, with their subjects, teachers and room', async () => {
  const bytes = await routePdf(
    t,
    riverside,
    `/api/timetables/print.pdf?of=class_sections&ids=${s.csA.id},${s.csB.id}`,
  );
  const [a, b] = pageText(bytes);
  expect(pageText(bytes)).toHaveLength(2);
  expect(a).toContain(`Timetable of ${s.csA.name as string}`);
  expect(a).toContain('Monday');
  expect(a).toContain('Period 1');
  expect(a).toContain(s.room.name as string);
  expect(b).toContain(`Timetable of ${s.csB.name as string}`);
  expect(b).toContain('Lessons in force on');
});

test('a teacher prints their own week; another teacher’s is refused them, not an admin', async () => {
  const teacher: As = {
    token: await t.login(s.maths.email, 'Schola-demo-1', 'riverside'),
    school: 'riverside',
  };
  const own = pageText(
    await routePdf(t, teacher, `/api/timetables/print.pdf?of=teachers&ids=${s.maths.teacher}`),
  );
  expect(own).toHaveLength(1);
  // Monday in A, Tuesday in B: both classes on the maths teacher's page.
  expect(own[0]).toContain(s.csA.name as string);
  expect(own[0]).toContain(s.csB.name as string);
  const other = await t.call(
    'GET',
    `/api/timetables/print.pdf?of=teachers&ids=${s.art.teacher}`,
    teacher,
  );
  expect(other.status).toBe(403);
  const both = pageText(
    await routePdf(
      t,
      riverside,
      `/api/timetables/print.pdf?of=teachers&ids=${s.maths.teacher},${s.art.teacher}`,
    ),
  );
  expect(both).toHaveLength(2);
});

test('another school’s class-section is 404; a bad list names ids; nothing in force says so', async () => {
  const foreign = await t.call(
    'GET',
    `/api/timetables/print.pdf?of=class_sections&ids=${s.csA.id}`,
    hillcrest,
  );
  expect(foreign.status).toBe(404);
  const bad = await t.call('GET', '/api/timetables/print.pdf?of=teachers&ids=1;2', riverside);
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(['ids']);
  const past = await t.call(
    'GET',
    `/api/timetables/print.pdf?of=teachers&ids=${s.maths.teacher}&date=2001-01-01`,
    riverside,
  );
  // A teacher asked for by id prints even with no lessons then: an empty week, not an error.
  expect(past.status).toBe(200);
  const nothing = await t.call(
    'GET',
    '/api/timetables/print.pdf?of=teachers&date=2001-01-01',
    riverside,
  );
  expect(nothing.status).toBe(422);
  expect(nothing.body.errors.ids).toMatch(/no timetable to print/);
});

test('a room’s week lists the lessons held in it, and another school’s room is 404', async () => {
  const week = await t.call('GET', `/api/timetables/room?room_id=${s.room.id}`, riverside);
  expect(week.status).toBe(200);
  expect(week.body.data.room).toEqual({ id: s.room.id, name: s.room.name });
  const days = week.body.data.days as {
    day: number;
    day_kind: string;
    lessons: { class_section_id: number; room: string | null; subject: string }[];
  }[];
  expect(days).toHaveLength(7);
  // Only the Monday lesson of A was placed in the room; the others have none.
  for (const day of days)
    expect(day.lessons.map((l) => [l.class_section_id, l.room])).toEqual(
      day.day === 1 && day.day_kind === 'working' ? [[s.csA.id, s.room.name]] : [],
    );
  const foreign = await t.call('GET', `/api/timetables/room?room_id=${s.room.id}`, hillcrest);
  expect(foreign.status).toBe(404);
  const bad = await t.call('GET', '/api/timetables/room?room_id=x', riverside);
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(['room_id']);
});

test('a short day sits beside the long one by period, its own times noted; a teacher by slot', () => {
  const periods = [
    { id: 1, name: 'P1', kind: 'period' as const, start_time: '08:00', end_time: '08:40' },
    { id: 2, name: 'Break', kind: 'break' as const, start_time: '08:40', end_time: '08:50' },
    { id: 3, name: 'P2', kind: 'period' as const, start_time: '08:50', end_time: '09:30' },
  ];
  const short = [
    { id: 9, name: 'P1', kind: 'period' as const, start_time: '08:00', end_time: '08:30' },
  ];
  const week = classWeek(
    { heading: 'h', note: 'n' },
    [
      { day: 1, periods },
      { day: 5, periods: short },
    ],
    [
      { day: 1, period_id: 3, subject: 'Maths', teachers: ['Ms Rao'], room: 'R1' },
      { day: 5, period_id: 9, subject: 'Art', teachers: ['Mr Lee'], room: null },
    ],
    'en',
  );
  expect(week.columns).toEqual(['Monday', 'Friday']);
  expect(week.rows.map((r) => [r.label, r.time, r.isBreak])).toEqual([
    ['P1', '08:00–08:40', false],
    ['Break', '08:40–08:50', true],
    ['P2', '08:50–09:30', false],
  ]);
  expect(week.cells).toEqual([
    [[], ['Art', 'Mr Lee', '08:00–08:30']],
    [[], []],
    [['Maths', 'Ms Rao', 'R1'], []],
  ]);
  const teacher = teacherWeek(
    { heading: 'h', note: 'n' },
    [1, 2],
    [
      {
        day: 2,
        period: 'P2',
        start: '09:00:00',
        end: '09:40:00',
        classSection: '5 B',
        subject: 'Maths',
        room: null,
      },
      {
        day: 1,
        period: 'P1',
        start: '08:00:00',
        end: '08:40:00',
        classSection: '5 A',
        subject: 'Maths',
        room: 'R1',
      },
    ],
    'fr',
  );
  expect(teacher.columns).toEqual(['lundi', 'mardi']);
  expect(teacher.rows.map((r) => r.time)).toEqual(['08:00–08:40', '09:00–09:40']);
  expect(teacher.cells).toEqual([
    [['5 A', 'Maths', 'R1'], []],
    [[], ['5 B', 'Maths']],
  ]);
});
