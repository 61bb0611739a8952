/**
 * Attendance milestones on a student's timeline (issue 29), as pure rules (table-tested in
 * milestones-rules.test.ts). What a school office wants to see on a child's record:
 * - **absences in a row**: ABSENT_RUN or more marked school days in a row counted as absent,
 *   not on approved leave (leave is already on the timeline, and known). "In a row" is by the
 *   register: days nobody marked (holidays, weekly offs, a register not taken) neither break
 *   nor extend a run; any other mark (present, half day, late, an excused day) ends it.
 * - **a month below the mark**: a finished month whose attendance % (the module's own
 *   `attendancePercent`) is under LOW_ATTENDANCE_PERCENT. The month in progress is not judged.
 */
import type { CountsAs } from '../../../db/schema/attendance-values';
import { monthBounds, monthOf, type IsoDate } from '../../../calendar';
import { attendancePercent, tallyOf } from './rules';

/** Three school days absent in a row: the usual point at which an office calls home. */
export const ABSENT_RUN = 3;
/**
 * 75%: the attendance most boards require to sit the year's examinations (CBSE's rule). There is
 * no per-school setting yet; one would replace this constant.
 */
export const LOW_ATTENDANCE_PERCENT = 75;

/** One mark as the rules read it: its day, what its code counts as, whether it is leave. */
export type CountedMark = { date: IsoDate; countsAs: CountsAs; onLeave: boolean };

export type AbsentRun = { start: IsoDate; end: IsoDate; days: number };
export type LowMonth = { month: string; last: IsoDate; percent: number };

/** Runs of `min` or more marks in a row counted as absent (leave excluded), in date order. */
export function absentRuns(marks: readonly CountedMark[], min = ABSENT_RUN): AbsentRun[] {
  const sorted = [...marks].sort((a, b) => a.date.localeCompare(b.date));
  const runs: AbsentRun[] = [];
  let run: AbsentRun | undefined;
  const close = () => {
    if (run && run.days >= min) runs.push(run);
    run = undefined;
  };
  for (const m of sorted) {
    if (m.countsAs !== 'absent' || m.onLeave) close();
    else if (run) run = { ...run, end: m.date, days: run.days + 1 };
    else run = { start: m.date, end: m.date, days: 1 };
  }
  close();
  return runs;
}

/** Finished months (before `today`'s) whose % is under `threshold`, in date order. */
export function lowMonths(
  marks: readonly CountedMark[],
  today: IsoDate,
  threshold = LOW_ATTENDANCE_PERCENT,
): LowMonth[] {
  const current = monthOf(today);
  const byMonth = new Map<string, CountsAs[]>();
  for (const m of marks) {
    const month = monthOf(m.date);
    if (month >= current) continue;
    byMonth.set(month, [...(byMonth.get(month) ?? []), m.countsAs]);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([month, counted]) => {
      const percent = attendancePercent(tallyOf(counted));
      return percent !== null && percent < threshold
        ? [{ month, last: monthBounds(`${month}-01`).last, percent }]
        : [];
    });
}
