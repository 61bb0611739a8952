/**
 * Attendance by period (a school setting): the day's mark derived from the periods a student
 * was marked in that day, by the rule the school chose.
 *
 * - `first_period`: the day takes the code of the first period taken that day (by start time),
 *   whatever it is: Late in the first period is a Late day, Excused an Excused day.
 * - `majority`: periods marked with a code counted as `excluded` are left out; when more than
 *   half of the others are counted as absent the day is absent, with the absent code seen most
 *   often (the earliest on a tie); otherwise the day takes the code of the first period the
 *   student attended (counted as present or half: Late there is a Late day). Exactly half
 *   absent is not a majority. Only excluded periods: the first period's code.
 *
 * A day an approved leave marked On leave is kept: the leave was granted for that day, and
 * the periods' marks stay beside it (reports show both).
 */
import type { AttendanceStatus, CountsAs, DailyRule } from '../../../db/schema/attendance-values';

export type PeriodMark = { start: string; codeId: number; countsAs: CountsAs };

export function dailyCodeOf(marks: readonly PeriodMark[], rule: DailyRule): number | null {
  const ordered = [...marks].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const first = ordered[0];
  if (!first) return null;
  if (rule === 'first_period') return first.codeId;
  const counted = ordered.filter((m) => m.countsAs !== 'excluded');
  const absent = counted.filter((m) => m.countsAs === 'absent');
  if (absent.length * 2 > counted.length) return mostFrequent(absent.map((m) => m.codeId));
  return counted.find((m) => m.countsAs !== 'absent')?.codeId ?? first.codeId;
}

/** The value seen most often, the earliest of those on a tie. */
function mostFrequent(ids: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  let best: number | null = null;
  for (const [id, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = id;
  return best;
}

/** Whether deriving leaves the day's existing mark alone (a day an approved leave marked). */
export const keepsDayMark = (existing: { builtin: AttendanceStatus | null } | undefined) =>
  existing?.builtin === 'on_leave';
