import 'server-only';
/** Opening the session cookie in server components, route handlers and server actions. */
import { getIronSession } from 'iron-session';
import { cookies } from 'next/headers';
import { sessionOptions, type SessionData } from './options';

export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}
