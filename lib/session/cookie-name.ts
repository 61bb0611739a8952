/** The session cookie's name, importable from the Edge middleware without server-only code. */
export const SESSION_COOKIE = 'schola_session';
