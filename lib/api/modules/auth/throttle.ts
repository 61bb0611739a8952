/**
 * Login throttling: failed attempts are counted per account and per client address in fixed
 * windows, in the database so that every API instance shares the counts. A blocked key is
 * answered 429 before the password is even checked.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginThrottle } from '../../../db/schema/platform';
import { ApiError } from '../../http/errors';

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export const accountKey = (scope: string, email: string) =>
  `account:${scope}:${email.toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/** Minutes until the window of a blocked key ends; pure, for the message. */
export function minutesLeft(windowStart: Date, now: Date): number {
  const end = windowStart.getTime() + THROTTLE_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 60_000));
}

/** `what` names what was limited, in the message: 'failed login attempts', 'password reset requests'. */
export async function assertNotThrottled(
  db: Database,
  keys: { key: string; limit: number }[],
  what = 'failed login attempts',
): Promise<void> {
  for (const { key, limit } of keys) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (!row) continue;
    const fresh = Date.now() - row.windowStart.getTime() < THROTTLE_WINDOW_MINUTES * 60_000;
    if (fresh && row.failures >= limit) {
      const minutes = minutesLeft(row.windowStart, new Date());
      throw new ApiError(
        'tooManyRequests',
        `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'Retry-After': String(minutes * 60) },
      );
    }
  }
}

export async function recordFailure(db: Database, keys: string[]): Promise<void> {
  const windowExpired = sql`${loginThrottle.windowStart} < now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;
  for (const key of keys) {
    await db
      .insert(loginThrottle)
      .values({ key, windowStart: sql`now()`, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${windowExpired} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${windowExpired} then now() else ${loginThrottle.windowStart} end`,
        },
      });
  }
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
