import {
  balanceOf,
  leaveLeft,
  carriedForward,
  countedDays,
  leaveDays,
  rangesOverlap,
  withoutPayByDay,
} from './rules';
import type { SchoolCalendar } from '../../../calendar/working-days';

// 2026-11-22 is a Sunday (the weekly off day); the 25th is a holiday in these tables.
const offDay: SchoolCalendar = {
  weeklyOffDays: ['sunday'],
  holidays: [{ start_date: '2026-11-25', end_date: '2026-11-25' }],
};

describe('leaveDays: what a range counts', () => {
  test.each([
    ['one working day', '2026-11-23', '2026-11-23', {}, 1],
    ['Monday to Friday with a holiday', '2026-11-23', '2026-11-27', {}, 4],
    ['a week across a Sunday', '2026-11-20', '2026-11-26', {}, 5],
    ['only a Sunday', '2026-11-22', '2026-11-22', {}, 0],
    ['only the holiday', '2026-11-25', '2026-11-25', {}, 0],
    ['a first half', '2026-11-23', '2026-11-23', { '2026-11-23': 'first_half' }, 0.5],
    [
      'two half days and a full one',
      '2026-11-23',
      '2026-11-26',
      { '2026-11-23': 'second_half', '2026-11-24': 'first_half' },
      2,
    ],
    [
      'a half chosen on a holiday counts nothing',
      '2026-11-25',
      '2026-11-25',
      { '2026-11-25': 'first_half' },
      0,
    ],
  ] as const)('%s', (_name, start, end, portions, expected) => {
    expect(countedDays(leaveDays(start, end, portions, offDay))).toBe(expected);
  });

  test('says why a day is not counted', () => {
    expect(leaveDays('2026-11-22', '2026-11-25', {}, offDay).map((d) => d.off)).toEqual([
      'weekly_off',
      null,
      null,
      'holiday',
    ]);
  });
});

describe('balanceOf', () => {
  test.each([
    ['nothing taken', { allocated: 12, carriedForward: 0 }, { days: 0, withoutPay: 0 }, 12],
    ['with carry-forward', { allocated: 12, carriedForward: 3 }, { days: 5, withoutPay: 0 }, 10],
    ['half days', { allocated: 12, carriedForward: 0 }, { days: 2.5, withoutPay: 0 }, 9.5],
    [
      'unpaid days do not use the balance',
      { allocated: 2, carriedForward: 0 },
      { days: 5, withoutPay: 3 },
      0,
    ],
    ['never below zero', { allocated: 1, carriedForward: 0 }, { days: 3, withoutPay: 0 }, 0],
  ])('%s', (_name, opening, taken, remaining) => {
    expect(balanceOf(opening, taken).remaining).toBe(remaining);
  });
});

describe('carriedForward: unused days up to the cap', () => {
  const previous = (allocated: number, carried: number, taken: number) =>
    balanceOf({ allocated, carriedForward: carried }, { days: taken, withoutPay: 0 });
  test.each([
    ['no previous balance', undefined, 5, 0],
    ['unused below the cap', previous(12, 0, 10), 5, 2],
    ['unused above the cap', previous(12, 0, 2), 5, 5],
    ['no carry-forward on this type', previous(12, 0, 0), 0, 0],
    ['a half day left', previous(12, 0, 11.5), 5, 0.5],
    ['last year carried days count too', previous(10, 4, 10), 5, 4],
  ])('%s', (_name, prev, cap, expected) => {
    expect(carriedForward(prev, cap)).toBe(expected);
  });
});

describe('withoutPayByDay: days beyond the balance', () => {
  test.each([
    ['all within', [1, 1], 5, true, [0, 0]],
    ['the last day beyond', [1, 1, 1], 2, true, [0, 0, 1]],
    ['a half day of balance left', [1, 1], 1.5, true, [0, 0.5]],
    ['no balance', [1, 0.5], 0, true, [1, 0.5]],
    ['an unpaid type', [1, 1], 10, false, [1, 1]],
    ['a negative availability is none', [1], -2, true, [1]],
  ])('%s', (_name, amounts, available, isPaid, expected) => {
    expect(withoutPayByDay(amounts, available, isPaid)).toEqual(expected);
  });
});

test.each([
  [{ start: '2026-11-23', end: '2026-11-24' }, { start: '2026-11-24', end: '2026-11-26' }, true],
  [{ start: '2026-11-23', end: '2026-11-24' }, { start: '2026-11-25', end: '2026-11-26' }, false],
  [{ start: '2026-11-20', end: '2026-11-30' }, { start: '2026-11-25', end: '2026-11-25' }, true],
])('rangesOverlap %#', (a, b, expected) => {
  expect(rangesOverlap(a, b)).toBe(expected);
});

describe('leaveLeft', () => {
  const balance = (allocated: number, taken: number, withoutPay: number, pending: number) => ({
    ...balanceOf({ allocated, carriedForward: 2 }, { days: taken, withoutPay }),
    pending,
  });
  test.each([
    ['allowed less taken less pending', balance(10, 3, 0, 2), 7],
    ['days taken without pay do not use the balance', balance(10, 5, 2, 1), 8],
    ['pending beyond the balance leaves 0, not less', balance(4, 4, 0, 5), 0],
  ])('%s', (_name, b, left) => {
    expect(leaveLeft(b)).toBe(left);
  });
});
