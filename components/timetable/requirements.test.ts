import type { BellPlan } from './bell-form';
import {
  capacityState,
  countText,
  limitsBody,
  loadsBody,
  parseCount,
  totalAsked,
  weeklyCapacity,
  workingWeekdays,
} from './requirements';

const plan = (id: number, shift_id: number | null, days: number[], lessons: number): BellPlan => ({
  id,
  name: `Plan ${id}`,
  shift_id,
  days,
  periods: [
    ...Array.from({ length: lessons }, (_, i) => ({
      id: id * 100 + i,
      name: `P${i + 1}`,
      kind: 'period' as const,
      start_time: '09:00',
      end_time: '09:40',
    })),
    { id: id * 100 + 99, name: 'Break', kind: 'break', start_time: '11:00', end_time: '11:20' },
  ],
});

// The demo's shape: six periods Monday to Friday, a short Saturday of four; another shift.
const plans = [plan(1, 7, [1, 2, 3, 4, 5], 6), plan(2, 7, [6], 4), plan(3, null, [1, 2], 5)];

test.each<[string, number | null, number]>([
  ['a shift with a full week and a short Saturday (breaks not counted)', 7, 34],
  ['classes without a shift take the plans without one', null, 10],
  ['a shift with no bell schedule offers nothing', 8, 0],
])('weekly capacity: %s', (_, shift, expected) => {
  expect(weeklyCapacity(plans, shift)).toBe(expected);
});

test.each<[string, number | null | string]>([
  ['', null],
  ['   ', null],
  ['6', 6],
  [' 12 ', 12],
  ['0', 0],
  ['2.5', '2.5'],
  ['six', 'six'],
  ['-1', '-1'],
])('the typed count "%s" is sent as %p', (text, expected) => {
  expect(parseCount(text)).toEqual(expected);
});

test.each<[string[], number]>([
  [[], 0],
  [['6', '', '5'], 11],
  [['6', 'x', '2.5', '4'], 10],
])('the total of %p is %i (what is not a whole number counts nothing)', (values, total) => {
  expect(totalAsked(values)).toBe(total);
});

test.each<[number, number, string]>([
  [30, 34, 'under'],
  [34, 34, 'full'],
  [35, 34, 'over'],
  [5, 0, 'none'],
])('%i periods against a week of %i: %s', (total, capacity, state) => {
  expect(capacityState(total, capacity)).toBe(state);
});

test('the loads body keeps the table order, so loads.{i} is the i-th row', () => {
  expect(
    loadsBody([
      { id: 11, value: '6' },
      { id: 12, value: '' },
      { id: 13, value: 'x' },
    ]),
  ).toEqual({
    loads: [
      { class_subject_id: 11, periods_per_week: 6 },
      { class_subject_id: 12, periods_per_week: null },
      { class_subject_id: 13, periods_per_week: 'x' },
    ],
  });
});

test('the limits body: empty is no limit, both empty removes them', () => {
  expect(
    limitsBody([
      { id: 4, perDay: '6', perWeek: '30' },
      { id: 5, perDay: '', perWeek: '' },
    ]),
  ).toEqual({
    limits: [
      { teacher_user_id: 4, max_per_day: 6, max_per_week: 30 },
      { teacher_user_id: 5, max_per_day: null, max_per_week: null },
    ],
  });
});

test.each<[number | null, string]>([
  [null, ''],
  [0, '0'],
  [6, '6'],
])('the stored %p shows as "%s"', (n, text) => {
  expect(countText(n)).toBe(text);
});

test.each<[string, Parameters<typeof workingWeekdays>[0], number[]]>([
  ['a school resting on Sunday works Monday to Saturday', ['sunday'], [1, 2, 3, 4, 5, 6]],
  ['resting Friday and Saturday', ['friday', 'saturday'], [1, 2, 3, 4, 7]],
  ['no day off: all seven, Monday first', [], [1, 2, 3, 4, 5, 6, 7]],
  [
    'every day off (not set up yet): all seven',
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    [1, 2, 3, 4, 5, 6, 7],
  ],
])('working weekdays: %s', (_, off, days) => {
  expect(workingWeekdays(off)).toEqual(days);
});
