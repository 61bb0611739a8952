/** The cookie that remembers this browser's last language choice, across sign-out (a year). */
export const LOCALE_COOKIE = 'schola_locale';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
