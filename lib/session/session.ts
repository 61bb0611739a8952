import 'server-only';
/**
 * Opening the session cookie in server components, route handlers and server actions. A
 * cookie that cannot be opened (forged, truncated, sealed with another secret) is no session:
 * it is read as empty and, where a response may still set cookies, removed, so the browser
 * can sign in again instead of meeting an error on every page.
 */
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './options';

export async function getSession() {
  const store = await cookies();
  const options = sessionOptions();
  try {
    return await getIronSession<SessionData>(store, options);
  } catch {
    try {
      store.delete(options.cookieName);
    } catch {
      // Server components cannot change cookies; the next sign-in overwrites it.
    }
    const withoutTheBadCookie = {
      get: () => undefined,
      set: store.set.bind(store),
    };
    return getIronSession<SessionData>(withoutTheBadCookie, options);
  }
}
