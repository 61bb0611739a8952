/**
 * The rules of the requirements screen (what the solver reads), pure: the lessons a class's
 * bell schedules offer a week, the total asked as the office types, and the typed figures
 * turned into the PUT bodies of /api/timetables/loads and /teacher-limits.
 */
import { WEEKDAYS, type Weekday } from '@/lib/calendar/working-days';
import type { BellPlan } from './bell-form';

/**
 * The lesson periods a week of a class of `shiftId` holds: each weekday's plan of the shift
 * (a shift's weekday is in at most one of its plans), counting periods, not breaks. The
 * solver's precheck counts the same ("its bell schedule has 35").
 */
export function weeklyCapacity(plans: readonly BellPlan[], shiftId: number | null): number {
  let total = 0;
  for (let day = 1; day <= 7; day++) {
    const plan = plans.find((p) => p.shift_id === shiftId && p.days.includes(day));
    total += plan?.periods.filter((p) => p.kind === 'period').length ?? 0;
  }
  return total;
}

/**
 * A typed count as the API takes it: empty is null (no figure: no load, no limit), a whole
 * number is that number, anything else is sent as typed so the API's 422 names the field.
 */
export function parseCount(text: string): number | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The periods asked of the solver a week, by the figures typed so far (others count 0). */
export function totalAsked(values: readonly string[]): number {
  return values.reduce((sum, text) => {
    const n = parseCount(text);
    return typeof n === 'number' ? sum + n : sum;
  }, 0);
}

export type CapacityState = 'none' | 'under' | 'full' | 'over';

/** How the total stands against the week: no plan, room left, exactly full, or over. */
export function capacityState(total: number, capacity: number): CapacityState {
  if (capacity === 0) return 'none';
  if (total > capacity) return 'over';
  return total === capacity ? 'full' : 'under';
}

/** `PUT /api/timetables/loads`: every row in table order, so `loads.{i}` is the i-th row. */
export function loadsBody(rows: readonly { id: number; value: string }[]) {
  return {
    loads: rows.map((r) => ({ class_subject_id: r.id, periods_per_week: parseCount(r.value) })),
  };
}

/** `PUT /api/timetables/teacher-limits`: every row in table order (`limits.{i}`). */
export function limitsBody(rows: readonly { id: number; perDay: string; perWeek: string }[]) {
  return {
    limits: rows.map((r) => ({
      teacher_user_id: r.id,
      max_per_day: parseCount(r.perDay),
      max_per_week: parseCount(r.perWeek),
    })),
  };
}

/** A stored figure as an input's text (null: empty). */
export const countText = (n: number | null) => (n === null ? '' : String(n));

/** ISO weekday (1 Monday … 7 Sunday) of a weekday's name. */
const isoOf = (day: Weekday) => WEEKDAYS.indexOf(day) || 7;

/**
 * The weekdays a span can be on: the school's working days (every day not a weekly off day),
 * Monday first; all seven when the school rests every day (a setting not yet made).
 */
export function workingWeekdays(weeklyOff: readonly Weekday[]): number[] {
  const days = WEEKDAYS.filter((d) => !weeklyOff.includes(d))
    .map(isoOf)
    .sort((a, b) => a - b);
  return days.length ? days : [1, 2, 3, 4, 5, 6, 7];
}
