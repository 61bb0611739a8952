/** The iron-session cookie: httpOnly, SameSite=Lax, host-only (no Domain), Secure in production. */
import type { SessionOptions } from 'iron-session';
import { config } from '../config/env';

export { SESSION_COOKIE } from './cookie-name';
import { SESSION_COOKIE } from './cookie-name';

/** The signed-in user as the API describes it (GET /api/me `data.user`). */
export type SessionUser = {
  id: number;
  full_name: string;
  email: string;
  image: string | null;
  role: string | null;
  roles: { name: string }[];
  permissions: string[];
};

/**
 * What the sealed cookie holds. The token never leaves the server. Permissions are not kept
 * here: they are read from the API on every server render, and a cookie must stay under 4 KB.
 */
export type SessionData = {
  token?: string;
  schoolCode?: string | null;
  subdomain?: string | null;
  user?: Pick<SessionUser, 'id' | 'full_name' | 'role'>;
};

export function sessionOptions(): SessionOptions {
  const cfg = config();
  return {
    cookieName: SESSION_COOKIE,
    password: cfg.sessionSecret,
    ttl: cfg.tokenTtlHours * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: cfg.nodeEnv === 'production',
      path: '/',
    },
  };
}
