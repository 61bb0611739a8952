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
import { schoolFormatOf, type SchoolFormat, type SchoolFormatSettings } from '@/lib/school-format';

const SchoolFormatContext = createContext<SchoolFormat>(schoolFormatOf({}));

export function SchoolFormatProvider({
  settings,
  locale,
  children,
}: {
  settings: Partial<SchoolFormatSettings>;
  /** The page's language: numbers and money follow it through Intl (issue 26). */
  locale?: string;
  children: ReactNode;
}) {
  const { timezone, date_format, currency, currency_symbol } = settings;
  const format = useMemo(() => {
    const school = schoolFormatOf({ timezone, date_format, currency, currency_symbol });
    return locale ? { ...school, locale } : school;
  }, [timezone, date_format, currency, currency_symbol, locale]);
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
      today: () => todayIn(format.timeZone),
    }),
    [format],
  );
}
