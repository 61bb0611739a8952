/** The timetable's pure rules, table by table: clashes, versions, warnings, substitutes, bells. */
import { firstBadPeriod, daysTaken } from './bells';
import { hardClashes } from './clashes';
import { isoWeekday, type Lesson } from './lessons';
import {
  absentInHalf,
  halfOfDay,
  lessonsToCover,
  planSpans,
  suggestSubstitutes,
  weekOf,
  type Candidate,
  type DayHalf,
} from './substitutes';
import { nextStart, versionOn, versionsMeeting, type VersionRef } from './versions';
import { classWarnings, teacherLoadWarnings } from './warnings';

const lesson = (over: Partial<Lesson>): Lesson => ({
  classSectionId: 1,
  classSection: 'Grade 5 - A',
  classSubjectId: 10,
  subjectId: 100,
  subject: 'Maths',
  day: 1,
  periodId: 1,
  period: 'Period 1',
  start: '09:00',
  end: '09:45',
  teacherIds: [7],
  roomId: null,
  ...over,
});

describe('hard clashes', () => {
  const other = lesson({ classSectionId: 2, classSection: 'Grade 6 - B', periodId: 9 });
  test.each([
    ['same teacher, same time, other class', lesson({}), other, 'teacher'],
    [
      'same teacher, overlapping times of another shift',
      lesson({ start: '09:30', end: '10:15' }),
      other,
      'teacher',
    ],
    [
      'same room, other teacher',
      lesson({ teacherIds: [8], roomId: 3 }),
      { ...other, roomId: 3 },
      'room',
    ],
    ['back to back (end exclusive)', lesson({ start: '09:45', end: '10:30' }), other, null],
    ['another weekday', lesson({ day: 2 }), other, null],
    ['other teacher, no room', lesson({ teacherIds: [8] }), other, null],
  ])('%s', (_, mine, theirs, kind) => {
    const found = hardClashes([mine], [theirs]);
    expect(found.map((c) => c.kind)).toEqual(kind ? [kind] : []);
    if (kind) expect(found[0]?.other.classSection).toBe('Grade 6 - B');
  });

  test('a teacher twice in one period of the same version clashes once, naming the earlier cell', () => {
    const first = lesson({});
    const second = lesson({ classSubjectId: 11, subject: 'Art', periodId: 2 });
    const found = hardClashes([first, second], []);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ kind: 'teacher', who: 7, lesson: second, other: first });
  });
});

describe('versions', () => {
  const versions: VersionRef[] = [
    { id: 1, classSectionId: 1, effectiveFrom: '2026-06-01', status: 'published' },
    { id: 2, classSectionId: 1, effectiveFrom: '2026-12-07', status: 'published' },
    { id: 3, classSectionId: 1, effectiveFrom: '2026-11-30', status: 'draft' },
    { id: 4, classSectionId: 2, effectiveFrom: '2026-09-01', status: 'published' },
    { id: 5, classSectionId: 2, effectiveFrom: '2026-12-10', status: 'published' },
    { id: 6, classSectionId: 2, effectiveFrom: '2027-01-10', status: 'published' },
  ];
  test.each([
    ['2026-05-31', undefined],
    ['2026-06-01', 1],
    ['2026-12-06', 1],
    ['2026-12-07', 2],
  ])('on %s the version in force is %s (drafts never)', (date, id) => {
    expect(versionOn(versions, 1, date)?.id).toBe(id);
  });
  test('the next start ends a version’s span', () => {
    expect(nextStart(versions, 1, '2026-06-01')).toBe('2026-12-07');
    expect(nextStart(versions, 1, '2026-12-07')).toBeNull();
  });
  test('the other class-sections’ versions meeting a span: in force at its start and starting inside', () => {
    expect(versionsMeeting(versions, 1, '2026-12-07', null).map((v) => v.id)).toEqual([4, 5, 6]);
    expect(versionsMeeting(versions, 1, '2026-06-01', '2026-12-07').map((v) => v.id)).toEqual([4]);
    expect(versionsMeeting(versions, 1, '2026-01-01', '2026-06-01')).toEqual([]);
  });
});

describe('soft warnings', () => {
  test('a teacher over their maximum per day and per week', () => {
    const school = [1, 2, 3].map((p) => lesson({ periodId: p })).concat(lesson({ day: 2 }));
    expect(teacherLoadWarnings(school, new Map([[7, { maxPerDay: 2, maxPerWeek: 3 }]]))).toEqual([
      { code: 'teacherOverWeek', teacherId: 7, count: 4, max: 3 },
      { code: 'teacherOverDay', teacherId: 7, day: 1, count: 3, max: 2 },
    ]);
    expect(teacherLoadWarnings(school, new Map([[7, { maxPerDay: 3, maxPerWeek: null }]]))).toEqual(
      [],
    );
  });
  test('a subject twice on a day and a subject short of its periods per week', () => {
    const mine = [lesson({ periodId: 1 }), lesson({ periodId: 2 }), lesson({ day: 2 })];
    expect(
      classWarnings(
        1,
        mine,
        new Map([
          [10, 5],
          [11, 1],
        ]),
      ),
    ).toEqual([
      { code: 'subjectTwiceOnDay', classSectionId: 1, subjectId: 100, day: 1 },
      { code: 'subjectShort', classSectionId: 1, classSubjectId: 10, count: 3, required: 5 },
      { code: 'subjectShort', classSectionId: 1, classSubjectId: 11, count: 0, required: 1 },
    ]);
    expect(classWarnings(1, mine, new Map([[10, 3]]))).toEqual([
      { code: 'subjectTwiceOnDay', classSectionId: 1, subjectId: 100, day: 1 },
    ]);
  });
});

describe('substitute suggestions', () => {
  const slot = { day: 1, start: '09:00', end: '09:45', subjectId: 100 };
  const candidate = (over: Partial<Candidate>): Candidate => ({
    userId: 1,
    name: 'A',
    subjectIds: new Set(),
    busy: [],
    unavailable: [],
    coversThisWeek: 0,
    ...over,
  });
  test('free teachers only: same subject first, then fewest covers this week, then name', () => {
    const got = suggestSubstitutes(
      slot,
      [
        candidate({ userId: 1, name: 'Busy', busy: [{ day: 1, start: '09:30', end: '10:00' }] }),
        candidate({
          userId: 2,
          name: 'Away',
          unavailable: [{ day: 1, start: '08:00', end: '12:00' }],
        }),
        candidate({ userId: 3, name: 'Zed', coversThisWeek: 0 }),
        candidate({ userId: 4, name: 'Amy', coversThisWeek: 0 }),
        candidate({ userId: 5, name: 'Bea', coversThisWeek: 2, subjectIds: new Set([100]) }),
        candidate({ userId: 6, name: 'Cal', coversThisWeek: 1 }),
        candidate({ userId: 7, name: 'Absent' }),
        candidate({
          userId: 8,
          name: 'Busy on Tuesday',
          busy: [{ day: 2, start: '09:00', end: '09:45' }],
        }),
      ],
      new Set([7]),
    );
    expect(got.map((s) => s.name)).toEqual(['Bea', 'Amy', 'Busy on Tuesday', 'Zed', 'Cal']);
    expect(got[0]).toEqual({ user_id: 5, name: 'Bea', same_subject: true, covers_this_week: 2 });
  });
  test('a lesson needs a cover when every one of its teachers is absent', () => {
    const alone = lesson({ teacherIds: [7] });
    const shared = lesson({ teacherIds: [7, 8] });
    const nobody = lesson({ teacherIds: [] });
    expect(lessonsToCover([alone, shared, nobody], new Set([7]))).toEqual([alone]);
    expect(lessonsToCover([alone, shared, nobody], new Set([7, 8]))).toEqual([alone, shared]);
  });
  test('the week of a date runs Monday to Sunday; weekdays are ISO', () => {
    expect(weekOf('2026-11-28')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ monday: '2026-11-23', sunday: '2026-11-29' });
    expect([isoWeekday('2026-11-23'), isoWeekday('2026-11-29')]).toEqual([1, 7]);
  });
});

describe('bell schedules', () => {
  test.each([
    [
      [
        { start_time: '09:00', end_time: '09:45' },
        { start_time: '09:45', end_time: '10:30' },
      ],
      null,
    ],
    [[{ start_time: '09:00', end_time: '09:00' }], { index: 0, reason: 'order' }],
    [
      [
        { start_time: '09:00', end_time: '10:00' },
        { start_time: '09:30', end_time: '10:30' },
      ],
      { index: 1, reason: 'overlap' },
    ],
  ])('periods %j → %j', (periods, bad) => {
    expect(firstBadPeriod(periods)).toEqual(bad);
  });
  test('a weekday in two plans of one shift', () => {
    expect(daysTaken([1, 2, 5], [[1, 2, 3, 4], [6]])).toEqual([1, 2]);
    expect(daysTaken([5], [[1, 2, 3, 4]])).toEqual([]);
  });
});

describe('half-day leave: the lessons of the absent half', () => {
  // Six 40-minute periods from 08:00 with a 20-minute break after the third (the demo's day).
  const day = [
    { scheduleId: 1, kind: 'period' as const, start: '08:00', end: '08:40' },
    { scheduleId: 1, kind: 'period' as const, start: '08:40', end: '09:20' },
    { scheduleId: 1, kind: 'period' as const, start: '09:20', end: '10:00' },
    { scheduleId: 1, kind: 'break' as const, start: '10:00', end: '10:20' },
    { scheduleId: 1, kind: 'period' as const, start: '10:20', end: '11:00' },
    { scheduleId: 1, kind: 'period' as const, start: '11:00', end: '11:40' },
    { scheduleId: 1, kind: 'period' as const, start: '11:40', end: '12:20' },
    // A short Friday plan: three periods.
    { scheduleId: 2, kind: 'break' as const, start: '07:45', end: '08:00' },
    { scheduleId: 2, kind: 'period' as const, start: '08:00', end: '08:40' },
    { scheduleId: 2, kind: 'period' as const, start: '08:40', end: '09:20' },
    { scheduleId: 2, kind: 'period' as const, start: '09:20', end: '10:00' },
  ];
  const spans = planSpans(day);
  test('a plan spans its first period’s start to its last period’s end (breaks at the ends left out)', () =>
    expect([...spans]).toEqual([
      [1, { start: '08:00', end: '12:20' }],
      [2, { start: '08:00', end: '10:00' }],
    ]));
  test.each<[string, string, number, DayHalf]>([
    ['period 1', '08:00', 1, 'first_half'],
    ['period 3, the last before the break', '09:20', 1, 'first_half'],
    ['period 4, after the break (the middle is 10:10)', '10:20', 1, 'second_half'],
    ['period 6', '11:40', 1, 'second_half'],
    ['seconds in the time are fine', '09:20:00', 1, 'first_half'],
    ['short day: period 2 starts before the middle (09:00)', '08:40', 2, 'first_half'],
    ['short day: period 3 is the second half', '09:20', 2, 'second_half'],
  ])('%s', (_, start, plan, half) =>
    expect(halfOfDay(start, spans.get(plan) as { start: string; end: string })).toBe(half),
  );
  test.each<[string, DayHalf | null, number[]]>([
    ['first half: the full day and the first half away', 'first_half', [7, 8]],
    ['second half: the full day and the second half away', 'second_half', [7, 9]],
    ['unknown half: only the whole day', null, [7]],
  ])('%s', (_, half, ids) => {
    const away = new Map([
      [7, 'full' as const],
      [8, 'first_half' as const],
      [9, 'second_half' as const],
    ]);
    expect([...absentInHalf(away, half)]).toEqual(ids);
  });
  test('a teacher away the first half: only their first-half lessons need a cover', () => {
    const away = new Map([[7, 'first_half' as const]]);
    const morning = lesson({ teacherIds: [7], start: '08:00', end: '08:40' });
    const afternoon = lesson({ teacherIds: [7], start: '11:00', end: '11:40' });
    const span = spans.get(1) as { start: string; end: string };
    const toCover = [morning, afternoon].filter(
      (l) => lessonsToCover([l], absentInHalf(away, halfOfDay(l.start, span))).length > 0,
    );
    expect(toCover).toEqual([morning]);
  });
});
