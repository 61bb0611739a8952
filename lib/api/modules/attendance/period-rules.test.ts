import type { CountsAs, DailyRule } from '../../../db/schema/attendance-values';
import { dailyCodeOf, keepsDayMark } from './period-rules';

// The school's codes in these cases: 1 Present, 2 Absent, 3 Late, 4 Half day, 5 Excused,
// 6 Medical (counted as absent).
const COUNTS: Record<number, CountsAs> = {
  1: 'present',
  2: 'absent',
  3: 'present',
  4: 'half',
  5: 'excluded',
  6: 'absent',
};
const START = ['08:00', '08:45', '09:30', '10:30', '11:15', '12:00'];
/** Period marks in start order from a list of codes (period 1 first). */
const day = (...codes: number[]) =>
  codes.map((codeId, i) => ({ start: START[i] ?? '13:00', codeId, countsAs: COUNTS[codeId]! }));

describe("the day's mark from the periods", () => {
  test.each<[string, DailyRule, ReturnType<typeof day>, number | null]>([
    ['nothing taken: no day mark', 'first_period', [], null],
    ['first period: absent then present is absent', 'first_period', day(2, 1, 1), 2],
    ['first period: present then absent is present', 'first_period', day(1, 2, 2), 1],
    ['first period: late first is a late day', 'first_period', day(3, 1, 1), 3],
    ['first period: excused first is an excused day', 'first_period', day(5, 1), 5],
    [
      'first period: the first taken, by start time (a later period saved first)',
      'first_period',
      [
        { start: '10:30', codeId: 1, countsAs: 'present' },
        { start: '08:00', codeId: 2, countsAs: 'absent' },
      ],
      2,
    ],
    ['majority: 2 of 3 absent is absent', 'majority', day(1, 2, 2), 2],
    ['majority: 1 of 3 absent is present', 'majority', day(2, 1, 1), 1],
    ['majority: exactly half absent is not a majority', 'majority', day(2, 2, 1, 1), 1],
    ['majority: late in the first attended period is a late day', 'majority', day(2, 3, 1), 3],
    ['majority: a half day attended counts as attended', 'majority', day(4, 2, 1), 4],
    ['majority: excused periods are left out', 'majority', day(5, 5, 2, 1, 2), 2],
    ['majority: the absent code seen most often', 'majority', day(6, 2, 2, 1), 2],
    ['majority: on a tie the earliest absent code', 'majority', day(6, 2, 1), 6],
    ['majority: only excluded periods take the first', 'majority', day(5, 5), 5],
  ])('%s', (_, rule, marks, expected) => expect(dailyCodeOf(marks, rule)).toBe(expected));
});

test.each([
  ['a day an approved leave marked is kept', { builtin: 'on_leave' as const }, true],
  ['an absent day is derived again', { builtin: 'absent' as const }, false],
  ["a school's own code is derived again", { builtin: null }, false],
  ['an unmarked day is derived', undefined, false],
])('%s', (_, existing, kept) => expect(keepsDayMark(existing)).toBe(kept));
