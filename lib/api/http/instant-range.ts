/**
 * A list's `from`/`to` filters over instants (the audit log, the notification log): each a day
 * (YYYY-MM-DD, a whole day of the school's) or an instant (ISO 8601 with its offset), turned
 * into the first instant of `from` and the first instant after `to` in the school's zone.
 */
import { z } from 'zod';
import { addDays, type IsoDate } from '../../calendar';
import { dayStartIn } from '../../calendar/instants';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter's schema: a day or an instant. */
export const dayOrInstant = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(DAY.test(v) ? `${v}T00:00:00Z` : v)), {
      message: `The ${label} must be a date (YYYY-MM-DD) or a date and time.`,
    });

/**
 * The first instant of `from`; the first instant after `to`. A day is the school's calendar
 * day in its time zone and includes all of itself: from=to=2026-11-28 at UTC+1 is
 * 2026-11-27T23:00Z up to 2026-11-28T23:00Z.
 */
export function instantRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { start?: Date; end?: Date } {
  const dayStart = (day: IsoDate) => dayStartIn(day, timeZone);
  const start = from ? (DAY.test(from) ? dayStart(from) : new Date(from)) : undefined;
  const end = to ? (DAY.test(to) ? dayStart(addDays(to, 1)) : new Date(to)) : undefined;
  return { start, end };
}
