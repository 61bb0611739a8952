/**
 * Throttling of password guesses (login, password change) and of reset e-mails, in the
 * database so that every API instance shares the counts. Two kinds of limit:
 * - a progressive delay: a few free failures, then each further attempt must wait twice as
 *   long as the last (1 s, 2 s, 4 s ... at most MAX_DELAY_SECONDS); a success forgets them;
 * - a fixed window: at most so many failures per window.
 * Which keys a login uses (account at an address, address, account over all addresses, the
 * installation) is login-limits.ts's rule.
 * An attempt is claimed atomically before the password is checked (one upsert that refuses
 * when the key is blocked), so a burst of parallel guesses cannot slip past the check.
 * Every refusal is a 429 with Retry-After.
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { loginThrottle } from '../../../db/schema/identity';
import { ApiError } from '../../http/errors';
import { apiMessage, type ApiText } from '../../http/messages';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Failures an account may have before each attempt must wait. */
export const FREE_FAILURES_PER_ACCOUNT = 5;
export const MAX_DELAY_SECONDS = 600;
/** An account's failures are forgotten a day after the last one. */
export const ACCOUNT_MEMORY_HOURS = 24;

/**
 * `refusal`: the message when this limit refuses (else "Too many ..."). A window's `minutes`
 * default to THROTTLE_WINDOW_MINUTES; a `countOnly` window counts but never refuses.
 */
type LimitOptions = { refusal?: ApiText };
export type Limit =
  | ({ key: string; kind: 'progressive'; free: number } & LimitOptions)
  | ({
      key: string;
      kind: 'window';
      limit: number;
      minutes?: number;
      countOnly?: boolean;
    } & LimitOptions);

export const accountKey = (scope: string, email: string) =>
  `account:${scope}:${email.toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;
export const globalKey = (what: string) => `global:${what}`;

export const accountLimit = (key: string): Limit => ({
  key,
  kind: 'progressive',
  free: FREE_FAILURES_PER_ACCOUNT,
});
export const windowLimit = (
  key: string,
  limit: number,
  options: { minutes?: number; countOnly?: boolean; refusal?: ApiText } = {},
): Limit => ({ key, kind: 'window', limit, ...options });

const windowMinutes = (limit: Limit & { kind: 'window' }) =>
  limit.minutes ?? THROTTLE_WINDOW_MINUTES;

/** Seconds an account must wait after its n-th failure; pure. */
export function delayAfter(failures: number, free = FREE_FAILURES_PER_ACCOUNT): number {
  if (failures < free) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - free));
}

/** Seconds until a key may be tried again, from its stored row; pure. */
export function secondsLeft(
  limit: Limit,
  row: { windowStart: Date; failures: number },
  now: Date,
): number {
  const since = (now.getTime() - row.windowStart.getTime()) / 1000;
  if (limit.kind === 'progressive') {
    if (since >= ACCOUNT_MEMORY_HOURS * 3600) return 0;
    return Math.max(0, Math.ceil(delayAfter(row.failures, limit.free) - since));
  }
  const windowLeft = windowMinutes(limit) * 60 - since;
  return row.failures >= limit.limit && windowLeft > 0 ? Math.ceil(windowLeft) : 0;
}

/** The wait in whole seconds under a minute, else in minutes rounded up: the message's values. */
function waitOf(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  return seconds < 60
    ? { unit: 'seconds', count: seconds }
    : { unit: 'minutes', count: Math.ceil(seconds / 60) };
}

/** What was tried too often, as the refusal names it (throttle.tooMany in the api catalogue). */
export type Attempts = 'logins' | 'passwordChecks' | 'resetRequests';

const t = loginThrottle;

/** SQL: the stored row of this key does not block another attempt now. */
function allowsAttempt(limit: Limit): SQL {
  if (limit.kind === 'progressive') {
    const delay = sql`least(${MAX_DELAY_SECONDS}, power(2, ${t.failures} - ${limit.free}))`;
    return sql`(${t.failures} < ${limit.free} or ${t.windowStart} <= now() - make_interval(secs => ${delay}) or ${forgotten(limit)})`;
  }
  if (limit.countOnly) return sql`true`;
  return sql`(${t.failures} < ${limit.limit} or ${forgotten(limit)})`;
}

/** SQL: the stored count no longer matters (the window ended, or the account's memory did). */
function forgotten(limit: Limit): SQL {
  return limit.kind === 'progressive'
    ? sql`${t.windowStart} < now() - make_interval(hours => ${ACCOUNT_MEMORY_HOURS})`
    : sql`${t.windowStart} < now() - make_interval(mins => ${windowMinutes(limit)})`;
}

/** The failures a key holds now (0 once its window or memory has passed). */
export async function currentFailures(db: Executor, limit: Limit): Promise<number> {
  const [row] = await db
    .select({ failures: sql<number>`case when ${forgotten(limit)} then 0 else ${t.failures} end` })
    .from(t)
    .where(eq(t.key, limit.key));
  return Number(row?.failures ?? 0);
}

/**
 * Counts one attempt against every limit, refusing with 429 and Retry-After when one of them
 * is blocked. For a progressive key the stored time is that of the last attempt; for a window
 * key, the start of its window.
 */
export async function claimAttempt(
  db: Database,
  limits: Limit[],
  what: Attempts = 'logins',
): Promise<void> {
  for (const limit of limits) {
    const reset = forgotten(limit);
    const claimed = await db
      .insert(t)
      .values({ key: limit.key, windowStart: sql`now()`, failures: 1 })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${reset} then 1 else ${t.failures} + 1 end`,
          windowStart:
            limit.kind === 'progressive'
              ? sql`now()`
              : sql`case when ${reset} then now() else ${t.windowStart} end`,
        },
        setWhere: allowsAttempt(limit),
      })
      .returning({ failures: t.failures });
    if (claimed.length) continue;
    const [row] = await db.select().from(t).where(eq(t.key, limit.key));
    const seconds = Math.max(1, row ? secondsLeft(limit, row, new Date()) : 1);
    throw new ApiError(
      'tooManyRequests',
      limit.refusal ?? apiMessage('throttle.tooMany', { what, ...waitOf(seconds) }),
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
}

/**
 * After a success: the account's failures are forgotten, and the attempt is given back to the
 * shared counters (an address or an installation is limited by its failures, not by its staff
 * signing in every morning).
 */
export async function attemptSucceeded(db: Database, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    if (limit.kind === 'progressive') await clearFailures(db, limit.key);
    else
      await db
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(eq(t.key, limit.key));
  }
}

export async function clearFailures(db: Executor, key: string): Promise<void> {
  await db.delete(t).where(eq(t.key, key));
}

/** Forgets a key and every key under it (`key|…`): an account's failures from every address. */
export async function clearFailuresUnder(db: Executor, key: string): Promise<void> {
  await db
    .delete(t)
    .where(or(eq(t.key, key), sql`left(${t.key}, ${key.length + 1}) = ${key + '|'}`));
}
