/**
 * What the browser keeps about a sign-in (SPEC §4): the school code, the subdomain and the
 * user, under the keys the fetch wrapper clears on expiry. Never the token.
 */
import { clearStoredSession } from '@/lib/client/api-fetch';

export type SignedIn = {
  school_code: string | null;
  user: { full_name: string; roles: { name: string }[] } & Record<string, unknown>;
};

export function rememberSignIn(data: SignedIn, subdomain: string | null): void {
  clearStoredSession();
  if (data.school_code) window.localStorage.setItem('school_code', data.school_code);
  if (subdomain) window.localStorage.setItem('subdomain', subdomain);
  window.localStorage.setItem('user', JSON.stringify(data.user));
}
