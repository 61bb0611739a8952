'use client';
/**
 * The school's dates and money for every screen: the shell puts the school's time zone, date
 * format and currency (from /api/me, already loaded by the server layout) into context, and
 * screens call useSchoolFormat() — no request of their own, and the server render and the
 * browser print the same text.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDate, formatInstantDate, todayIn, type IsoDate } from '@/lib/calendar';
import { formatMoney } from '@/lib/money';
import type { SchoolFormat } from '@/lib/school-format';

// schoolFormatOf({}) written out: the provider receives the format the server validated, so the
// shell's bundle carries none of the validation (Intl's zone and currency lists).
const SchoolFormatContext = createContext<SchoolFormat & { serverToday?: ServerToday }>({
  timeZone: 'UTC',
  dateFormat: 'DD/MM/YYYY',
  currency: 'USD',
  currencySymbol: '$',
  locale: 'en',
  language: 'en',
});

/**
 * The school's today as the server read it, and the instant its next day starts: until then
 * `today()` needs no time-zone arithmetic. A browser's first date in a named zone loads ICU's
 * zone data (30 ms, four times that on a slowed phone), and screens ask for today while they
 * hydrate (the fee screen's "as of"); later, or past midnight, the browser works it out.
 */
export type ServerToday = { date: IsoDate; until: number };

/** The school's today at `now`: the server's reading while it holds, else worked out here. */
export function schoolToday(
  format: Pick<SchoolFormat, 'timeZone'> & { serverToday?: ServerToday },
  now: Date = new Date(),
): IsoDate {
  const known = format.serverToday;
  return known && now.getTime() < known.until ? known.date : todayIn(format.timeZone, now);
}

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

const EMPTY = '—';

export function useSchoolFormat() {
  const format = useContext(SchoolFormatContext);
  return useMemo(
    () => ({
      ...format,
      /** An ISO date (YYYY-MM-DD) in the school's format; a dash when there is none. */
      date: (value: IsoDate | null | undefined) =>
        value ? formatDate(value, format.dateFormat) : EMPTY,
      /** The date a timestamp fell on in the school's zone, in its format. */
      dateOf: (instant: string | Date | null | undefined) =>
        instant ? formatInstantDate(instant, format.dateFormat, format.timeZone) : EMPTY,
      /** Integer minor units in the school's currency. */
      money: (minor: number) =>
        formatMoney(minor, {
          currency: format.currency,
          symbol: format.currencySymbol,
          locale: format.locale,
        }),
      /** Today in the school's time zone, as YYYY-MM-DD (the value of a date input). */
      today: () => schoolToday(format),
    }),
    [format],
  );
}
