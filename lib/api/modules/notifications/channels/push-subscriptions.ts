/**
 * The push subscriptions' queries, every one bound to a school (and, for the user's own
 * routes, to the user). An endpoint is one browser's: held once per school, by the user who
 * subscribed on that device last.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { pushSubscriptions } from '../../../../db/schema/notification-push';

export type PushSubscriptionKeys = { endpoint: string; p256dh: string; auth: string };
export type StoredSubscription = PushSubscriptionKeys & { id: number };

/**
 * Keeps a device's subscription for the user: a new row, or the device's row taken over (a
 * browser signed in as someone else now, or keys renewed). Answers its id and whether it was new.
 */
export async function saveSubscription(
  db: Executor,
  owner: { schoolId: number; userId: number },
  keys: PushSubscriptionKeys,
): Promise<{ id: number; created: boolean }> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...owner, ...keys })
    .onConflictDoUpdate({
      target: [pushSubscriptions.schoolId, pushSubscriptions.endpoint],
      set: { userId: owner.userId, p256dh: keys.p256dh, auth: keys.auth },
    })
    // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
    .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('push_subscriptions: the upsert returned no row');
  return row;
}

/** Removes the user's own subscription of this endpoint; answers its id, or undefined. */
export async function removeOwnSubscription(
  db: Executor,
  owner: { schoolId: number; userId: number },
  endpoint: string,
): Promise<number | undefined> {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.schoolId, owner.schoolId),
        eq(pushSubscriptions.userId, owner.userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return row?.id;
}

/** The devices a user has turned notifications on in. */
export function subscriptionsOf(
  db: Executor,
  schoolId: number,
  userId: number,
): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.schoolId, schoolId), eq(pushSubscriptions.userId, userId)))
    .orderBy(pushSubscriptions.id);
}

/** Forgets a subscription the push service says is gone (404/410). */
export async function forgetSubscription(db: Executor, schoolId: number, id: number) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.schoolId, schoolId), eq(pushSubscriptions.id, id)));
}
