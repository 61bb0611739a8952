/**
 * Working days (pure): which days of a range a school works, given its weekly off days and
 * its holidays, and how many days a range counts when some days are taken by halves. Leave
 * day counts, the attendance screens (which days can be marked) and the month grids all ask
 * here, so a holiday or an off day is excluded the same way everywhere.
 */
import { addDays, daysBetween, eachDay, type IsoDate } from './dates';

/** Days of the week in the order of `Date.prototype.getUTCDay()` (0 is Sunday). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A school with no setting rests on Sunday. */
export const DEFAULT_WEEKLY_OFF_DAYS: readonly Weekday[] = ['sunday'];

/** A holiday as stored: both ends included. */
export type HolidayRange = { start_date: IsoDate; end_date: IsoDate; title?: string };

export type SchoolCalendar = {
  weeklyOffDays: readonly Weekday[];
  holidays: readonly HolidayRange[];
};

/** Full day or one half of it (a half counts 0.5). */
export const DAY_PORTIONS = ['full', 'first_half', 'second_half'] as const;
export type DayPortion = (typeof DAY_PORTIONS)[number];

export type DayKind = 'working' | 'weekly_off' | 'holiday';

export function weekdayOf(date: IsoDate): Weekday {
  // 1970-01-01 was a Thursday (index 4).
  const days = daysBetween('1970-01-01', date);
  const weekday = WEEKDAYS[(((days + 4) % 7) + 7) % 7];
  if (weekday === undefined) throw new RangeError(`Not a date: ${date}`);
  return weekday;
}

/** The holiday a date falls in, if any (the first one listed when two overlap). */
export function holidayOn(date: IsoDate, holidays: readonly HolidayRange[]) {
  return holidays.find((h) => date >= h.start_date && date <= h.end_date);
}

/** A holiday wins over a weekly off day when both fall on a date (it names the day). */
export function dayKind(date: IsoDate, calendar: SchoolCalendar): DayKind {
  if (holidayOn(date, calendar.holidays)) return 'holiday';
  if (calendar.weeklyOffDays.includes(weekdayOf(date))) return 'weekly_off';
  return 'working';
}

export const isWorkingDay = (date: IsoDate, calendar: SchoolCalendar) =>
  dayKind(date, calendar) === 'working';

/** The working days from `from` to `to`, both included, in order. */
export function workingDays(from: IsoDate, to: IsoDate, calendar: SchoolCalendar): IsoDate[] {
  return [...eachDay(from, to)].filter((d) => isWorkingDay(d, calendar));
}

export const portionValue = (portion: DayPortion): number => (portion === 'full' ? 1 : 0.5);

/**
 * Days a range counts: each working day 1, or 0.5 when `portions` takes it by half (a day the
 * map leaves out is full). Holidays and weekly off days count nothing, whatever `portions`
 * says of them. Counted in halves so the sum is exact.
 */
export function countWorkingDays(
  from: IsoDate,
  to: IsoDate,
  calendar: SchoolCalendar,
  portions: Readonly<Record<IsoDate, DayPortion>> = {},
): number {
  let halves = 0;
  for (const day of workingDays(from, to, calendar))
    halves += (portions[day] ?? 'full') === 'full' ? 2 : 1;
  return halves / 2;
}

/** The first working day on or after `date` within `limit` days, else undefined. */
export function nextWorkingDay(
  date: IsoDate,
  calendar: SchoolCalendar,
  limit = 366,
): IsoDate | undefined {
  for (let i = 0; i <= limit; i++) {
    const day = addDays(date, i);
    if (isWorkingDay(day, calendar)) return day;
  }
  return undefined;
}

/**
 * The `weekly_off_days` school setting: weekday names separated by commas ("saturday,sunday").
 * Unknown names are dropped; nothing usable means the default (Sunday). An empty string is a
 * school that works seven days.
 */
export function parseWeeklyOffDays(stored: string | null | undefined): Weekday[] {
  if (stored === null || stored === undefined) return [...DEFAULT_WEEKLY_OFF_DAYS];
  if (stored.trim() === '') return [];
  const names = stored
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s): s is Weekday => (WEEKDAYS as readonly string[]).includes(s));
  return names.length ? WEEKDAYS.filter((d) => names.includes(d)) : [...DEFAULT_WEEKLY_OFF_DAYS];
}

export const formatWeeklyOffDays = (days: readonly Weekday[]) =>
  WEEKDAYS.filter((d) => days.includes(d)).join(',');
