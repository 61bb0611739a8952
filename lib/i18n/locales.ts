/**
 * The interface's languages (issue 26): their codes, writing direction and own names. Pure and
 * free of server imports, so the picker, the API's validation and the root layout share it.
 */
export const LOCALES = ['en', 'ar', 'hi', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers this browser's last choice, across sign-out (a year). */
export const LOCALE_COOKIE = 'schola_locale';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Each language in its own script: a picker lists them so, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  hi: 'हिन्दी',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
