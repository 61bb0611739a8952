'use client';
/**
 * The school's time zone, date format and currency in context. The shell provides it (the
 * school's layout, from /api/me, already loaded by the server); screens read it through
 * useSchoolFormat() (school-format.tsx), so the code that formats money and dates loads with
 * the screens rather than with every page's shared shell bundle (issue 10's budget).
 */
import { createContext, useMemo, type ReactNode } from 'react';
import type { IsoDate } from '@/lib/calendar';
import type { SchoolFormat } from '@/lib/school-format';

/**
 * The school's today as the server read it, and the instant its next day starts: until then
 * `today()` needs no time-zone arithmetic. A browser's first date in a named zone loads ICU's
 * zone data (30 ms, four times that on a slowed phone), and screens ask for today while they
 * hydrate (the fee screen's "as of"); later, or past midnight, the browser works it out.
 */
export type ServerToday = { date: IsoDate; until: number };

// schoolFormatOf({}) written out: the provider receives the format the server validated, so the
// shell's bundle carries none of the validation (Intl's zone and currency lists).
export const SchoolFormatContext = createContext<SchoolFormat & { serverToday?: ServerToday }>({
  timeZone: 'UTC',
  dateFormat: 'DD/MM/YYYY',
  currency: 'USD',
  currencySymbol: '$',
  locale: 'en',
  language: 'en',
});

export function SchoolFormatProvider({
  format: school,
  today,
  locale,
  children,
}: {
  /** schoolFormatOf of the school's settings, worked out on the server. */
  format: SchoolFormat;
  today?: ServerToday;
  /** The page's language: numbers and money follow it through Intl (issue 26). */
  locale?: string;
  children: ReactNode;
}) {
  const format = useMemo(
    () => ({ ...school, ...(locale ? { locale } : {}), serverToday: today }),
    [school, locale, today],
  );
  return <SchoolFormatContext.Provider value={format}>{children}</SchoolFormatContext.Provider>;
}
