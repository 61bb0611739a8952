/**
 * The session cookie's name, importable from the Edge middleware without server-only code.
 * Served over https it carries the `__Host-` prefix, so the browser accepts it only when it is
 * Secure, host-only and for path /: no sibling subdomain or plain-http page can plant one.
 */
export const SESSION_COOKIE = 'schola_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(protocol: 'http' | 'https'): string {
  return protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Whether a request carries a session cookie of either spelling (a hint only: the server checks). */
export function hasSessionCookie(cookies: { has: (name: string) => boolean }): boolean {
  return cookies.has(SECURE_SESSION_COOKIE) || cookies.has(SESSION_COOKIE);
}
