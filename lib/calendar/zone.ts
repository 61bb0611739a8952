/**
 * Time zones: which IANA names are real (Intl's own list, aliases resolved), and which
 * calendar date an instant falls on in a zone. "Today" is always asked of a school's zone:
 * the server's clock is UTC and the browser's may be anywhere.
 */
import { isoDateOf, type IsoDate } from './dates';

const FALLBACK_ZONE = 'UTC';
let knownZones: Set<string> | undefined;

/** Intl's list of zones, with UTC (which some engines leave out of the list). */
export function timeZones(): string[] {
  knownZones ??= new Set([FALLBACK_ZONE, ...Intl.supportedValuesOf('timeZone')]);
  return [...knownZones];
}

/**
 * An IANA zone name this engine knows: in Intl's list, or an alias of a name in it (Asia/Kolkata
 * and Asia/Calcutta are one zone, listed under either depending on the engine's data).
 */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  timeZones();
  if (knownZones!.has(name)) return true;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions()
      .timeZone;
    return knownZones!.has(resolved);
  } catch {
    return false;
  }
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date an instant falls on in a time zone. */
export function dateInZone(instant: Date | string | number, timeZone: string): IsoDate {
  const at = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return isoDateOf({
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
  });
}

/** Today in a time zone (the school's), as YYYY-MM-DD. `now` is for tests. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return dateInZone(now, timeZone);
}

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
