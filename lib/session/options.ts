/**
 * The iron-session cookie: httpOnly, SameSite=Lax, host-only (no Domain), path /. Secure and
 * named `__Host-schola_session` when the app is served over https (APP_PROTOCOL), plain
 * `schola_session` on an http install, which a browser would otherwise refuse to keep.
 */
import type { SessionOptions } from 'iron-session';
import { config } from '../config/env';

import { sessionCookieName } from './cookie-name';

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
    cookieName: sessionCookieName(cfg.appProtocol),
    password: cfg.sessionSecret,
    ttl: cfg.tokenTtlHours * 3600,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: cfg.appProtocol === 'https',
      path: '/',
    },
  };
}
