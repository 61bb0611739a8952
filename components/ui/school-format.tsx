'use client';
/**
 * The school's dates and money for every screen: screens call useSchoolFormat(), which reads
 * the school's format from the shell's context (school-format-context.tsx) — no request of
 * their own, and the server render and the browser print the same text.
 */
import { useContext, useMemo } from 'react';
import { formatDate, formatInstantDate, todayIn, type IsoDate } from '@/lib/calendar';
import { formatMoney } from '@/lib/money';
import type { SchoolFormat } from '@/lib/school-format';
import { SchoolFormatContext, type ServerToday } from './school-format-context';

/** The school's today at `now`: the server's reading while it holds, else worked out here. */
export function schoolToday(
  format: Pick<SchoolFormat, 'timeZone'> & { serverToday?: ServerToday },
  now: Date = new Date(),
): IsoDate {
  const known = format.serverToday;
  return known && now.getTime() < known.until ? known.date : todayIn(format.timeZone, now);
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
