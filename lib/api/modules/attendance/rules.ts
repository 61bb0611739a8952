/**
 * Attendance rules as pure functions (table-tested in rules.test.ts): which days may be
 * marked, the attendance % of a set of marks, and how an approved leave fills days that may
 * already be marked.
 *
 * The % is DOMAIN.md's "present over school days marked", with a late arrival counting as
 * present and a half day as half: (present + late + half_day × 0.5) / marked. Every marked
 * school day is in the denominator, days on leave included (the school asks "how often was
 * this child in class"); days never marked are not (a class not marked yet is not absent).
 */
import {
  dayKind,
  holidayOn,
  type DayPortion,
  type IsoDate,
  type SchoolCalendar,
} from '../../../calendar';
import type { AttendanceStatus } from '../../../db/schema/attendance-values';
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

export const markedOf = (c: StatusCounts) =>
  c.present + c.absent + c.late + c.half_day + c.on_leave;

/**
 * Attendance % with one decimal (rounded half up), or null when nothing is marked. Worked
 * in halves of a day so the sum is exact before the single rounding.
 */
export function attendancePercent(c: StatusCounts): number | null {
  const marked = markedOf(c);
  if (!marked) return null;
  const attendedHalves = 2 * (c.present + c.late) + c.half_day;
  // percent × 10 = attendedHalves × 1000 / (2 × marked), rounded half up in integers.
  const tenths = Math.floor((attendedHalves * 1000 + marked) / (2 * marked));
  return tenths / 10;
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
