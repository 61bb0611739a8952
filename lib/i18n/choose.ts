/**
 * Choosing a language in the browser: remembered on this browser (a cookie that outlives the
 * session, so the sign-in page keeps it after sign-out), saved on the account when someone is
 * signed in (`saveTo`: PUT /api/me/preferences, or the provider's), then the page loads again
 * in full, since lang, dir and Bootstrap's stylesheet are chosen on the server.
 */
import { apiFetch } from '../client/api-fetch';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from './cookie';
import type { Locale } from './locales';

/** Each language in its own script: a picker lists them so, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  hi: 'हिन्दी',
  fr: 'Français',
};

export async function chooseLanguage(locale: Locale, saveTo: string | null): Promise<void> {
  if (saveTo) await apiFetch(saveTo, { method: 'PUT', body: JSON.stringify({ locale }) });
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
  window.location.reload();
}
