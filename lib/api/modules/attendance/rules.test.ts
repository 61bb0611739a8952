import type { SchoolCalendar } from '../../../calendar';
import { renderApiText } from '../../http/messages';
import {
  attendancePercent,
  countStatuses,
  dayProblem,
  leaveViewOf,
  planLeaveDays,
  tallyOf,
  tallyOfStatuses,
  type StatusCounts,
  type Tally,
} from './rules';

const counts = (c: Partial<StatusCounts>): StatusCounts => ({
  present: 0,
  absent: 0,
  late: 0,
  half_day: 0,
  on_leave: 0,
  ...c,
});

describe('attendance % with late and half days', () => {
  test.each<[string, Partial<StatusCounts>, number | null]>([
    ['nothing marked', {}, null],
    ['all present', { present: 20 }, 100],
    ['all absent', { absent: 5 }, 0],
    ['late counts as present', { present: 8, late: 2 }, 100],
    ['a half day counts half', { present: 1, half_day: 1 }, 75],
    ['on leave is a marked day not attended', { present: 9, on_leave: 1 }, 90],
    ['one decimal, rounded half up', { present: 2, absent: 1 }, 66.7],
    ['a third', { present: 1, absent: 2 }, 33.3],
    [
      'mixed: 18 present, 1 late, 2 half, 1 absent of 22',
      { present: 18, late: 1, half_day: 2, absent: 1 },
      90.9,
    ],
    ['exactly half rounds up: 1 half of 8 days', { present: 0, half_day: 1, absent: 7 }, 6.3],
  ])('%s', (_, c, expected) =>
    expect(attendancePercent(tallyOfStatuses(counts(c)))).toBe(expected),
  );

  test('counting statuses', () => {
    expect(countStatuses(['present', 'late', 'present', 'half_day'])).toEqual(
      counts({ present: 2, late: 1, half_day: 1 }),
    );
  });
});

describe('attendance % follows what each code counts as', () => {
  const tally = (t: Partial<Tally>): Tally => ({
    present: 0,
    absent: 0,
    half: 0,
    excluded: 0,
    ...t,
  });
  test.each<[string, Partial<Tally>, number | null]>([
    [
      'an excluded day leaves the percentage: 3 present, 1 absent, 1 school trip',
      { present: 3, absent: 1, excluded: 1 },
      75,
    ],
    ['the same trip counted as present', { present: 4, absent: 1 }, 80],
    ['only excluded days: nothing to count', { excluded: 3 }, null],
    ['half days count half', { present: 1, half: 1 }, 75],
  ])('%s', (_, t, expected) => expect(attendancePercent(tally(t))).toBe(expected));

  test('tallying what marks count as', () => {
    expect(tallyOf(['present', 'excluded', 'present', 'half'])).toEqual(
      tally({ present: 2, half: 1, excluded: 1 }),
    );
  });

  test.each<[string, Parameters<typeof leaveViewOf>[0], string]>([
    ['an original status is itself', { builtin: 'late', countsAs: 'present' }, 'late'],
    [
      'a code counted as present: the child came',
      { builtin: null, countsAs: 'present' },
      'present',
    ],
    ['a code counted as half', { builtin: null, countsAs: 'half' }, 'half_day'],
    ['an excused absence: the child was away', { builtin: null, countsAs: 'excluded' }, 'absent'],
  ])('a leave sees %s', (_, code, view) => expect(leaveViewOf(code)).toBe(view));
});

const calendar: SchoolCalendar = {
  weeklyOffDays: ['sunday'],
  holidays: [{ start_date: '2026-11-10', end_date: '2026-11-11', title: 'Diwali' }],
};
const session = { name: '2026-27' };

describe('which days can be marked', () => {
  test.each<[string, string, string, RegExp | null]>([
    ['today', '2026-11-23', '2026-11-23', null],
    ['a past working day', '2026-11-20', '2026-11-23', null],
    ['tomorrow', '2026-11-24', '2026-11-23', /future date \(today is 2026-11-23\)/],
    ['a holiday', '2026-11-10', '2026-11-23', /is a holiday \(Diwali\)/],
    ['a Sunday', '2026-11-22', '2026-11-23', /weekly off day/],
    // In Auckland it is already the 24th while UTC still says the 23rd: the school's today wins.
    ['tomorrow in UTC but today in the school', '2026-11-24', '2026-11-24', null],
  ])('%s', (_, date, today, problem) => {
    const found = dayProblem(date, today, calendar, session);
    if (problem) expect(renderApiText(found ?? '')).toMatch(problem);
    else expect(found).toBeNull();
  });

  test('a date outside every session year', () => {
    expect(
      renderApiText(dayProblem('2026-11-20', '2026-11-23', calendar, undefined) ?? ''),
    ).toMatch(/outside every session year/);
  });
});

describe('an approved leave fills attendance', () => {
  test('unmarked and absent days become leave, days present by hand are kept, holidays skipped', () => {
    const plan = planLeaveDays(
      [
        '2026-11-09',
        { date: '2026-11-10' },
        '2026-11-12',
        { date: '2026-11-13', portion: 'first_half', withoutPay: true },
        '2026-11-15',
        '2026-11-16',
        '2026-11-09',
      ],
      [
        { date: '2026-11-12', status: 'absent' },
        { date: '2026-11-16', status: 'present' },
      ],
      calendar,
    );
    expect(plan.write).toEqual([
      { date: '2026-11-09', status: 'on_leave', withoutPay: false },
      { date: '2026-11-12', status: 'on_leave', withoutPay: false },
      { date: '2026-11-13', status: 'half_day', withoutPay: true },
    ]);
    expect(plan.kept).toEqual([{ date: '2026-11-16', status: 'present' }]);
    expect(plan.skipped).toEqual(['2026-11-10', '2026-11-15']);
  });
});
