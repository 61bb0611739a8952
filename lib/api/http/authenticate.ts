/**
 * Bearer token → caller. The token must exist, be unexpired and unrevoked, and belong to an
 * active user of an active school; and the school the request names (code, subdomain or
 * host) must be the token's own school. Every failure is the same 401 `Unauthenticated.`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessTokens,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../../db/schema/identity';
import { schoolSettings, schools } from '../../db/schema/platform';
import { hashToken } from '../../auth/tokens';
import { GUARDIAN_ROLE } from '../../permissions/catalogue';
import { SCHOOL_FORMAT_KEYS, schoolFormatOf } from '../../school-format';
import { plans, subscriptions } from '../../db/schema/subscriptions';
import { todayIn } from '../../calendar';
import type { SubscriptionStatus } from '../../plans/catalogue';
import { subscriptionState } from '../../plans/state';
import type { Caller, CallerPlan, SchoolUser } from './context';
import { unauthenticated } from './errors';
import { hasSchoolHint, type SchoolHint } from './tenant';

/** A user's roles and permissions (names); `guardianOnly`: held through no role but Guardian. */
type Grants = { roles: string[] | null; permissions: string[] | null; guardianOnly: string[] | null };

/** last_used_at is refreshed at most this often, so reads stay reads. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export function bearerToken(headers: Headers): string | undefined {
  const value = headers.get('authorization');
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * The one query that authenticates a request: token, user, school, grants, plan and format.
 * Built once per database (Drizzle's query building was a fifth of a request's CPU); it runs
 * as an unnamed statement, so it is safe behind a transaction-mode pooler.
 */
const callerQuery = (db: Database) =>
  db
    .select({
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      lastUsedAt: accessTokens.lastUsedAt,
      providerUserId: accessTokens.providerUserId,
      userId: users.id,
      userStatus: users.status,
      userEmail: users.email,
      userFullName: users.fullName,
      userImage: users.image,
      schoolId: schools.id,
      schoolCode: schools.code,
      schoolSubdomain: schools.subdomain,
      schoolName: schools.name,
      schoolStatus: schools.status,
      // The grants come in the same round trip: one query authenticates a request. The outer
      // columns are qualified by hand so they can never be read as the subquery's own.
      // One JSON value (JSON.parse is native; three text arrays each went through a parser),
      // from one pass over the user's roles: every grant, and those held only as a Guardian.
      grants: sql<Grants | null>`(select json_build_object(
          'roles', (select json_agg(r.name) from ${userRoles} ur
            join ${roles} r on r.school_id = ur.school_id and r.id = ur.role_id
            where ur.school_id = "access_tokens"."school_id" and ur.user_id = "access_tokens"."user_id"),
          'permissions', json_agg(g.name),
          'guardianOnly', json_agg(g.name) filter (where g.guardian_only))
        from (select p.name, bool_and(r.name = ${GUARDIAN_ROLE}) as guardian_only
          from ${userRoles} ur
          join ${roles} r on r.school_id = ur.school_id and r.id = ur.role_id
          join ${rolePermissions} rp on rp.school_id = ur.school_id and rp.role_id = ur.role_id
          join ${permissions} p on p.id = rp.permission_id
          where ur.school_id = "access_tokens"."school_id" and ur.user_id = "access_tokens"."user_id"
          group by p.name) g)`,
      // The current subscription (lib/api/modules/subscriptions): its plan gates modules and writes.
      subscription: sql<SubscriptionRow | null>`(select json_build_object('plan', p.name,
        'modules', p.modules, 'status', s.status, 'ends_on', s.ends_on)
        from ${subscriptions} s join ${plans} p on p.id = s.plan_id
        where s.school_id = "access_tokens"."school_id" and s.replaced_at is null)`,
      // The school's time zone, date format and currency travel with every caller.
      format: sql<Record<string, string> | null>`(select json_object_agg(s.key, s.value)
        from ${schoolSettings} s where s.school_id = "access_tokens"."school_id"
        and s.key in (${sql.join(
          SCHOOL_FORMAT_KEYS.map((k) => sql`${k}`),
          sql`, `,
        )}))`,
    })
    .from(accessTokens)
    .leftJoin(
      users,
      and(eq(users.schoolId, accessTokens.schoolId), eq(users.id, accessTokens.userId)),
    )
    .leftJoin(schools, eq(schools.id, accessTokens.schoolId))
    .where(eq(accessTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1);

type CallerQuery = ReturnType<ReturnType<typeof callerQuery>['prepare']>;
const prepared = new WeakMap<Database, CallerQuery>();

export async function authenticate(
  db: Database,
  token: string | undefined,
  hint: SchoolHint,
): Promise<Caller> {
  if (!token) throw unauthenticated();
  let query = prepared.get(db);
  if (!query) {
    // No name: an unnamed statement (a named one would outlive the transaction in a pooler).
    query = callerQuery(db).prepare(undefined as unknown as string);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });

  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthenticated();
  if (row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(accessTokens.id, row.tokenId));
  }

  if (row.providerUserId !== null) {
    // A provider token is for the provider's console, never for a school's data.
    if (hasSchoolHint(hint)) throw unauthenticated();
    return { kind: 'provider', tokenId: row.tokenId, providerUserId: row.providerUserId };
  }
  const { userId, schoolId, schoolCode, schoolSubdomain, schoolName } = row;
  if (
    userId === null ||
    schoolId === null ||
    schoolCode === null ||
    schoolSubdomain === null ||
    schoolName === null
  )
    throw unauthenticated();
  if (row.userStatus !== 'active' || row.schoolStatus !== 'active') throw unauthenticated();
  if (hint.code && hint.code !== schoolCode) throw unauthenticated();
  if (hint.subdomain && hint.subdomain !== schoolSubdomain) throw unauthenticated();

  const granted = row.grants?.permissions ?? [];
  const guardianOnly = new Set(row.grants?.guardianOnly ?? []);
  const grants = {
    roles: row.grants?.roles ?? [],
    permissions: new Set(granted),
    // Held through a staff role: a Guardian's grants are about their own children only.
    staffPermissions: new Set(granted.filter((name) => !guardianOnly.has(name))),
  };
  const format = schoolFormatOf(row.format ?? {});
  return {
    kind: 'school',
    tokenId: row.tokenId,
    userId,
    school: { id: schoolId, code: schoolCode, subdomain: schoolSubdomain, name: schoolName },
    ...grants,
    format,
    profile: { email: row.userEmail ?? '', fullName: row.userFullName ?? '', image: row.userImage },
    plan: row.subscription && planOf(row.subscription, todayIn(format.timeZone)),
  } satisfies SchoolUser;
}

type SubscriptionRow = {
  plan: string;
  modules: string[];
  status: SubscriptionStatus;
  ends_on: string;
};

function planOf(row: SubscriptionRow, today: string): CallerPlan {
  const period = { status: row.status, endsOn: row.ends_on };
  return {
    name: row.plan,
    modules: row.modules,
    endsOn: row.ends_on,
    ...subscriptionState(period, today),
  };
}
