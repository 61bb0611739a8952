/**
 * Signing out from a page: the server forgets the session, the browser forgets the stored
 * user, and the login page loads afresh (a full load, not router.push: every cached query and
 * client state must go). Requests still in flight answer 401 meanwhile; they are the sign-out,
 * not an expired session (api-fetch.ts, beginSignOut).
 */
import { apiFetch, beginSignOut, clearStoredSession } from './api-fetch';

/** `onUnconfirmed` runs when the server could not be told; the browser signs out anyway. */
export async function signOut(onUnconfirmed?: () => void): Promise<void> {
  beginSignOut();
  try {
    await apiFetch('/api/logout', { method: 'POST' });
  } catch {
    // The server forgets the session on its next 401 for it.
    onUnconfirmed?.();
  }
  clearStoredSession();
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose (see above), not a client-side navigation
  window.location.assign('/authentication/login');
}
