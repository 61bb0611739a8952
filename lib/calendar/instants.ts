/**
 * Instants as a school's wall clock shows them, and where a school's day starts: for the audit
 * log (its filters and its times). Kept out of the calendar's index on purpose: the shell
 * imports the index in every page, and these are needed only where instants are listed.
 */
import type { IsoDate } from './dates';
import { formatInstantDate, type DateFormat } from './format';
import { dateInZone } from './zone';

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time an instant shows in a time zone, as HH:MM:SS (24-hour). */
export function timeInZone(instant: Date | string | number, timeZone: string): string {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      numberingSystem: 'latn',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    timeFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Zones are at most 14 hours from UTC; a day starts within this much of its UTC midnight. */
const MAX_ZONE_OFFSET_SECONDS = 15 * 3600;

/**
 * The first instant of a calendar day in a time zone: `2026-11-28` in Europe/Paris (UTC+1)
 * starts at 2026-11-27T23:00:00Z. Found by halving the seconds around the day's UTC midnight
 * (about 17 steps), so a day whose midnight a clock change skips starts when the day does.
 */
export function dayStartIn(date: IsoDate, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`Not a date: ${date}`);
  // The smallest second whose date in the zone is `date` or later.
  let low = midnightUtc / 1000 - MAX_ZONE_OFFSET_SECONDS;
  let high = midnightUtc / 1000 + MAX_ZONE_OFFSET_SECONDS;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (dateInZone(middle * 1000, timeZone) >= date) high = middle;
    else low = middle + 1;
  }
  return new Date(low * 1000);
}

/** An instant as the school's date and wall-clock time in its zone: `28/11/2026 00:30:00`. */
export function formatInstant(
  instant: Date | string,
  format: DateFormat,
  timeZone: string,
): string {
  return `${formatInstantDate(instant, format, timeZone)} ${timeInZone(instant, timeZone)}`;
}
