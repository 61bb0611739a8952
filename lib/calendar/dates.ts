/**
 * Calendar dates as the API stores and sends them: ISO `YYYY-MM-DD` strings, with no time and
 * no zone. The arithmetic counts days through a day number since 1970-01-01 (UTC), so it
 * never meets a daylight-saving jump; ISO strings of real dates also sort correctly as text.
 */

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = string;
export type DateParts = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of a date that exists (no 31 February, no month 13), else null. */
export function datePartsOf(value: string): DateParts | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year = 0, month = 0, day = 0] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && datePartsOf(value) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDateOf({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function dayNumber(date: IsoDate): number {
  const parts = datePartsOf(date);
  if (!parts) throw new RangeError(`Not a date written YYYY-MM-DD: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / MS_PER_DAY;
}

function fromDayNumber(days: number): IsoDate {
  return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Every day from `from` to `to`, both included; nothing when `to` comes first. */
export function* eachDay(from: IsoDate, to: IsoDate): Generator<IsoDate> {
  const last = dayNumber(to);
  for (let d = dayNumber(from); d <= last; d++) yield fromDayNumber(d);
}

/** The first and last day of the month a date falls in. */
export function monthBounds(date: IsoDate): { first: IsoDate; last: IsoDate } {
  const parts = datePartsOf(date);
  if (!parts) throw new RangeError(`Not a date written YYYY-MM-DD: ${date}`);
  const { year, month } = parts;
  return {
    first: isoDateOf({ year, month, day: 1 }),
    last: isoDateOf({ year, month, day: daysInMonth(year, month) }),
  };
}

/** The month a date falls in, written YYYY-MM (the month parameters of the API). */
export function monthOf(date: IsoDate): string {
  const parts = datePartsOf(date);
  if (!parts) throw new RangeError(`Not a date written YYYY-MM-DD: ${date}`);
  return `${pad(parts.year, 4)}-${pad(parts.month)}`;
}
