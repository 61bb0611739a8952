/**
 * Bearer token → caller. The token must exist, be unexpired and unrevoked, and belong to an
 * active user of an active school; and the school the request names (code, subdomain or
 * host) must be the token's own school. Every failure is the same 401 `Unauthenticated.`.
 *
 * A request that names a school is looked up among that school's tokens only (access_tokens,
 * a tenant table: the lookup includes school_id); one on the bare host among the provider's
 * (provider_access_tokens). A school's token without its school, or a provider's with one,
 * is therefore no token at all.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { hashToken } from '../../auth/tokens';
import { GUARDIAN_ROLE } from '../../permissions/catalogue';
import { SCHOOL_FORMAT_KEYS, schoolFormatOf } from '../../school-format';
import { todayIn } from '../../calendar';
import type { SubscriptionStatus } from '../../plans/catalogue';
import { subscriptionState } from '../../plans/state';
import type { Caller, CallerPlan, SchoolUser } from './context';
import { unauthenticated } from './errors';
import { builtOnce } from './read-rows';
import { hasSchoolHint, type SchoolHint } from './tenant';

/** A user's roles and permissions (names); `guardianOnly`: held through no role but Guardian. */
type Grants = {
  roles: string[] | null;
  permissions: string[] | null;
  guardianOnly: string[] | null;
};

/** last_used_at is refreshed at most this often, so reads stay reads. */
const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

export function bearerToken(headers: Headers): string | undefined {
  const value = headers.get('authorization');
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

type TokenState = { expiresAt: Date; revokedAt: Date | null; lastUsedAt: Date | null };

/**
 * The token tables' reads and writes, from the module that owns them (identity registers its
 * store in its manifest's `connect`): the machinery imports no module and reads no module's
 * tables. A school's token is read by school_caller() below, a database function.
 */
export type TokenStore = {
  /** The provider's token with this hash (revoked and expired ones too). */
  providerToken: (
    db: Executor,
    hash: string,
  ) => Promise<(TokenState & { tokenId: number; providerUserId: number }) | undefined>;
  /** Records that a token was used now. */
  markUsed: (
    db: Executor,
    token: { schoolId: number; tokenId: number } | { providerTokenId: number },
  ) => Promise<void>;
};

let tokenStore: TokenStore | undefined;

export function registerTokenStore(store: TokenStore): void {
  tokenStore = store;
}

function tokens(): TokenStore {
  if (!tokenStore) throw new Error('No token store registered (a module’s manifest, its connect).');
  return tokenStore;
}

export async function authenticate(
  db: Database,
  token: string | undefined,
  hint: SchoolHint,
): Promise<Caller> {
  if (!token) throw unauthenticated();
  const hash = hashToken(token);
  return hasSchoolHint(hint) ? schoolCaller(db, hash, hint) : providerCaller(db, hash);
}

const isLive = (row: TokenState | undefined): row is TokenState =>
  Boolean(row && !row.revokedAt && row.expiresAt.getTime() > Date.now());

const isStale = (row: TokenState) =>
  row.lastUsedAt === null || Date.now() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS;

async function providerCaller(db: Database, hash: string): Promise<Caller> {
  const row = await tokens().providerToken(db, hash);
  if (!isLive(row)) throw unauthenticated();
  if (isStale(row)) await tokens().markUsed(db, { providerTokenId: row.tokenId });
  return { kind: 'provider', tokenId: row.tokenId, providerUserId: row.providerUserId };
}

/** What school_caller() answers (drizzle/0018_school_caller.sql): timestamps in epoch ms. */
type CallerJson = {
  tokenId: number;
  expiresAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
  userId: number;
  userStatus: string;
  userEmail: string;
  userFullName: string;
  userImage: string | null;
  schoolId: number;
  schoolCode: string;
  schoolSubdomain: string;
  schoolName: string;
  schoolStatus: string;
  grants: Grants | null;
  subscription: SubscriptionRow | null;
  format: Record<string, string> | null;
};

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The settings that travel with every caller, as the function's text[] argument (built once). */
const FORMAT_KEYS = sql`array[${sql.join(
  SCHOOL_FORMAT_KEYS.map((key) => sql`${key}`),
  sql`, `,
)}]::text[]`;

/**
 * The one query that authenticates a school's request: token, user, school, grants, plan and
 * format in one round trip. It is a database function (drizzle/0018_school_caller.sql) so
 * that it is planned once per connection even behind a transaction-mode pooler, where named
 * prepared statements are off: planned per request it cost the database about 2 ms, four
 * times its execution. A hint left out (null) matches any school. Built once (builtOnce):
 * every request makes it, and Drizzle would render it anew each time.
 */
const callerQuery = builtOnce((db) =>
  db
    .select({
      caller: sql<CallerJson | null>`school_caller(${sql.placeholder('hash')},
        ${sql.placeholder('code')}, ${sql.placeholder('subdomain')}, ${FORMAT_KEYS},
        ${GUARDIAN_ROLE})`,
    })
    .from(sql`(values (1)) as one`),
);

async function callerRow(db: Database, hash: string, hint: SchoolHint) {
  const [row] = await callerQuery(db, {
    hash,
    code: hint.code ?? null,
    subdomain: hint.subdomain ?? null,
  });
  const caller = row?.caller;
  if (!caller) return undefined;
  return {
    ...caller,
    expiresAt: new Date(caller.expiresAt),
    revokedAt: dateOf(caller.revokedAt),
    lastUsedAt: dateOf(caller.lastUsedAt),
  };
}

async function schoolCaller(db: Database, hash: string, hint: SchoolHint): Promise<SchoolUser> {
  const row = await callerRow(db, hash, hint);
  if (!isLive(row)) throw unauthenticated();
  if (isStale(row)) await tokens().markUsed(db, { schoolId: row.schoolId, tokenId: row.tokenId });
  if (row.userStatus !== 'active' || row.schoolStatus !== 'active') throw unauthenticated();

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
    userId: row.userId,
    school: {
      id: row.schoolId,
      code: row.schoolCode,
      subdomain: row.schoolSubdomain,
      name: row.schoolName,
    },
    ...grants,
    format,
    profile: { email: row.userEmail, fullName: row.userFullName, image: row.userImage },
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
