import 'server-only';
/**
 * The server's view of who is signed in, checked against the API (so a revoked token is seen
 * at once), and of which school the request is for. Cached per request.
 */
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { callApiJson } from '../bff/upstream';
import { lookUpSchool } from '../bff/school-look-up';
import { PATHNAME_HEADER } from '../tenancy/request-headers';
import { getSession } from './session';
import { currentTenant } from './tenant';
import type { SchoolFormatSettings } from '../school-format';
import type { SessionUser } from './options';

export type CurrentUser = SessionUser & {
  /** The user's own language (lib/i18n/locales.ts); null: the school's default. */
  locale?: string | null;
  school: {
    name: string;
    school_code: string;
    subdomain: string;
    plan?: SchoolPlan | null;
  } & SchoolFormatSettings;
};

/** The school's current subscription as /api/me reports it (lib/api/modules/identity/profile.ts). */
export type SchoolPlan = {
  name: string;
  modules: string[];
  state: 'trial' | 'active' | 'past_due' | 'expired' | 'cancelled';
  ends_on: string;
  grace_ends_on: string;
  read_only: boolean;
  /** Why the school is read-only and whom to ask (null while it may write). */
  message: string | null;
};

export type SchoolInfo = {
  name: string;
  logo: string | null;
  school_code: string;
  subdomain: string;
  /** The school's colours (hex), from its settings. */
  theme?: { primary: string; secondary: string };
};

/**
 * The school named by the request, or null when none is named; `info` null when it does not
 * exist. From the process's cache of the look-up (lib/bff/school-look-up.ts), so a sign-in
 * page shows its school without waiting in the database's queue.
 */
export const currentSchool = cache(
  async (): Promise<{ subdomain: string; info: SchoolInfo | null } | null> => {
    const tenant = await currentTenant();
    if (tenant.kind !== 'school') return null;
    return { subdomain: tenant.subdomain, info: await lookUpSchool(tenant.subdomain) };
  },
);

export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const tenant = await currentTenant();
  const session = await getSession();
  if (!session.token || tenant.kind !== 'school' || session.subdomain !== tenant.subdomain)
    return null;
  const { status, body } = await callApiJson<{ data: { user: CurrentUser } }>(
    { path: '/api/me' },
    { token: session.token, schoolCode: session.schoolCode, subdomain: tenant.subdomain },
  );
  if (status === 401) return null;
  if (status !== 200) throw new Error(`Loading the signed-in user failed with status ${status}`);
  return body.data.user;
});

/** The signed-in user, or a redirect to the login page that returns here afterwards. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await currentUser();
  if (user) return user;
  const here = (await headers()).get(PATHNAME_HEADER) ?? '/dashboard';
  redirect(`/authentication/login?returnTo=${encodeURIComponent(here)}&expired=1`);
}

/** The session token for server-side API calls made on the user's behalf. */
export async function sessionCallContext() {
  const session = await getSession();
  const tenant = await currentTenant();
  return {
    token: session.token,
    schoolCode: session.schoolCode,
    subdomain: tenant.kind === 'school' ? tenant.subdomain : null,
  };
}
