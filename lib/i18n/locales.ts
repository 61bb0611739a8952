/**
 * The interface's languages (issue 26): their codes, writing direction and own names. Pure and
 * free of server imports, so the picker, the API's validation and the root layout share it.
 * Kept to the few bytes every page needs (the school format reads it in the shell); the
 * pickers' names and the cookie live in choose.ts.
 */
export const LOCALES = ['en', 'ar', 'hi', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
