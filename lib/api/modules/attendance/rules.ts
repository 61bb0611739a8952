/**
 * Attendance rules as pure functions (table-tested in rules.test.ts): which days may be
 * marked, the attendance % of a set of marks, and how an approved leave fills days that may
 * already be marked.
 *
 * The % is DOMAIN.md's "present over school days marked", each mark counted as what its code
 * counts as (the school's attendance codes: present, absent, half, excluded):
 * (present + half × 0.5) / (present + absent + half). A code counted as excluded (an excused
 * absence, a school trip) takes the day out of the percentage altogether. The five original
 * statuses count as before: late as present, half day as half, on leave as absent (the school
 * asks "how often was this child in class"); days never marked are not counted (a class not
 * marked yet is not absent). Staff marks keep the five statuses, counted the same way.
 */
import {
  dayKind,
  holidayOn,
  type DayPortion,
  type IsoDate,
  type SchoolCalendar,
} from '../../../calendar';
import type { AttendanceStatus, CountsAs } from '../../../db/schema/attendance-values';
import { apiMessage, type ApiMessage } from '../../http/api-message';

export type StatusCounts = Record<AttendanceStatus, number>;

export const emptyCounts = (): StatusCounts => ({
  present: 0,
  absent: 0,
  late: 0,
  half_day: 0,
  on_leave: 0,
});

export function countStatuses(statuses: Iterable<AttendanceStatus>): StatusCounts {
  const counts = emptyCounts();
  for (const s of statuses) counts[s] += 1;
  return counts;
}

/** Marks by what they count as: the only input of the percentage. */
export type Tally = Record<CountsAs, number>;

export const emptyTally = (): Tally => ({ present: 0, absent: 0, half: 0, excluded: 0 });

export function tallyOf(countsAs: Iterable<CountsAs>): Tally {
  const tally = emptyTally();
  for (const c of countsAs) tally[c] += 1;
  return tally;
}

/** What each original status counts as: the seeded codes' defaults, and the staff's marks. */
export const STATUS_COUNTS_AS: Record<AttendanceStatus, CountsAs> = {
  present: 'present',
  absent: 'absent',
  late: 'present',
  half_day: 'half',
  on_leave: 'absent',
};

export const tallyOfStatuses = (c: StatusCounts): Tally =>
  tallyOf(
    (Object.keys(c) as AttendanceStatus[]).flatMap((s) =>
      Array<CountsAs>(c[s]).fill(STATUS_COUNTS_AS[s]),
    ),
  );

/**
 * Attendance % with one decimal (rounded half up), or null when no counted day is marked.
 * Worked in halves of a day so the sum is exact before the single rounding.
 */
export function attendancePercent(t: Tally): number | null {
  const counted = t.present + t.absent + t.half;
  if (!counted) return null;
  const attendedHalves = 2 * t.present + t.half;
  // percent × 10 = attendedHalves × 1000 / (2 × counted), rounded half up in integers.
  const tenths = Math.floor((attendedHalves * 1000 + counted) / (2 * counted));
  return tenths / 10;
}

/**
 * What an approved leave sees of a student's existing mark: a code counted as present or half
 * stands for a child who came (kept), one counted as absent or excluded for a child away
 * (replaced by the leave), as the original statuses were.
 */
export function leaveViewOf(code: { builtin: AttendanceStatus | null; countsAs: CountsAs }) {
  if (code.builtin) return code.builtin;
  if (code.countsAs === 'present') return 'present';
  return code.countsAs === 'half' ? 'half_day' : 'absent';
}

/**
 * Why a day cannot be marked (a message for the `date` field, by key: the screens show it in the
 * reader's language), or null when it can.
 */
export function dayProblem(
  date: IsoDate,
  today: IsoDate,
  calendar: SchoolCalendar,
  session: { name: string } | undefined,
): ApiMessage | null {
  if (date > today) return apiMessage('attendance.futureDate', { today });
  if (!session) return apiMessage('attendance.outsideSession');
  const kind = dayKind(date, calendar);
  if (kind === 'holiday') {
    const title = holidayOn(date, calendar.holidays)?.title ?? '';
    return apiMessage('attendance.holidayDay', { date, title });
  }
  if (kind === 'weekly_off') return apiMessage('attendance.weeklyOffDay', { date });
  return null;
}

export type OnLeaveDay = { date: IsoDate; portion?: DayPortion; withoutPay?: boolean };
export type ExistingMark = { date: IsoDate; status: AttendanceStatus };

export type LeavePlan = {
  /** Days to write: status on_leave (a full day) or half_day (leave for one half). */
  write: { date: IsoDate; status: AttendanceStatus; withoutPay: boolean }[];
  /** Days already marked present, late or half day by hand: the person came, so kept. */
  kept: ExistingMark[];
  /** Holidays and weekly off days: nothing to mark. */
  skipped: IsoDate[];
};

/**
 * How an approved leave fills attendance. A day not marked yet, or marked absent (the usual
 * case: the child was away, the guardian applies afterwards) or on leave, becomes on leave
 * (half day for a half-day leave). A day marked present, late or half day by hand is kept:
 * the record of who was in school wins over a request. Non-working days are skipped.
 */
export function planLeaveDays(
  days: readonly (IsoDate | OnLeaveDay)[],
  existing: readonly ExistingMark[],
  calendar: SchoolCalendar,
): LeavePlan {
  const marked = new Map(existing.map((m) => [m.date, m.status]));
  const plan: LeavePlan = { write: [], kept: [], skipped: [] };
  const seen = new Set<IsoDate>();
  for (const raw of days) {
    const day: OnLeaveDay = typeof raw === 'string' ? { date: raw } : raw;
    if (seen.has(day.date)) continue;
    seen.add(day.date);
    if (dayKind(day.date, calendar) !== 'working') {
      plan.skipped.push(day.date);
      continue;
    }
    const current = marked.get(day.date);
    if (current && current !== 'absent' && current !== 'on_leave') {
      plan.kept.push({ date: day.date, status: current });
      continue;
    }
    const half = day.portion === 'first_half' || day.portion === 'second_half';
    plan.write.push({
      date: day.date,
      status: half ? 'half_day' : 'on_leave',
      withoutPay: day.withoutPay ?? false,
    });
  }
  plan.write.sort((a, b) => a.date.localeCompare(b.date));
  return plan;
}
