/**
 * How a school writes dates and money and which day it is there: its time zone, date format
 * and currency, read from its settings. The API puts this on every authenticated caller and
 * /api/me sends it to the shell, so rules and screens never ask for it separately.
 */
import { isDateFormat, isTimeZone, type DateFormat } from './calendar';
import { isCurrency } from './money';

export type SchoolFormat = {
  timeZone: string;
  dateFormat: DateFormat;
  currency: string;
  currencySymbol: string;
  /** The API's locale for numbers in what it writes (receipts, messages); English for now. */
  locale: string;
  /**
   * The school's default interface language as stored (issue 26; each user may choose their
   * own). Checked where it is used (lib/i18n/resolve.ts): this file is in the shell's bundle.
   */
  language: string;
};

/** The settings keys the format is stored under (school_settings), as /api/me sends them. */
export type SchoolFormatSettings = {
  timezone: string;
  date_format: string;
  currency: string;
  currency_symbol: string;
  /** The school's default language (lib/i18n/locales.ts). */
  locale: string;
};
export const SCHOOL_FORMAT_KEYS = [
  'timezone',
  'date_format',
  'currency',
  'currency_symbol',
  'locale',
] as const;

export const DEFAULT_SCHOOL_FORMAT_SETTINGS: SchoolFormatSettings = {
  timezone: 'UTC',
  date_format: 'DD/MM/YYYY',
  currency: 'USD',
  currency_symbol: '$',
  locale: 'en',
};

/** The format from stored settings; a missing or unusable value falls back to the default. */
export function schoolFormatOf(stored: Partial<Record<string, string | null>>): SchoolFormat {
  const d = DEFAULT_SCHOOL_FORMAT_SETTINGS;
  const currency = isCurrency(stored.currency) ? stored.currency : d.currency;
  return {
    timeZone: isTimeZone(stored.timezone) ? stored.timezone : d.timezone,
    dateFormat: isDateFormat(stored.date_format)
      ? stored.date_format
      : (d.date_format as DateFormat),
    currency,
    currencySymbol:
      stored.currency_symbol?.trim() || (currency === d.currency ? d.currency_symbol : ''),
    locale: 'en',
    language: stored.locale || 'en',
  };
}

export function schoolFormatSettings(format: SchoolFormat): SchoolFormatSettings {
  return {
    timezone: format.timeZone,
    date_format: format.dateFormat,
    currency: format.currency,
    currency_symbol: format.currencySymbol,
    locale: format.language,
  };
}
