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
