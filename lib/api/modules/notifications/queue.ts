/**
 * The `notification-deliver` queue (lib/jobs): one job per delivery, keyed by the delivery's
 * idempotency key (a key the queue has seen adds no second job), due when the school's quiet
 * hours end. Its rate limit per school is the school's plan's notifications per minute (set by
 * the provider), under the deployment's ceiling NOTIFICATIONS_PER_SCHOOL_PER_MINUTE (default
 * 120, also the limit of a plan without one): messages past it wait, they do not fail.
 */
import { z } from 'zod';
import { completeJob, defineQueue, enqueueMany } from '../../../jobs';
import type { Executor } from '../../../db/client';
import { notificationRatesOf } from '../subscriptions';
import { deliver } from './deliver';

export type DeliverPayload = { deliveryId: number };

/** Attempts before a delivery is `failed` (the queue's dead job); retries 30 s, 60 s, 120 s... */
export const DELIVERY_ATTEMPTS = 5;

export const DEFAULT_PER_SCHOOL_PER_MINUTE = 120;

/** The rate limit from the environment; a value that is not a positive whole number is refused. */
export function perSchoolPerMinute(env: Record<string, string | undefined> = process.env): number {
  const raw = env.NOTIFICATIONS_PER_SCHOOL_PER_MINUTE;
  if (raw === undefined || raw === '') return DEFAULT_PER_SCHOOL_PER_MINUTE;
  const parsed = z.coerce.number().int().min(1).max(100_000).safeParse(raw);
  if (!parsed.success)
    throw new Error(
      `NOTIFICATIONS_PER_SCHOOL_PER_MINUTE must be a whole number from 1 to 100000, not "${raw}"`,
    );
  return parsed.data;
}

export const deliverQueue = defineQueue<DeliverPayload>(
  'notification-deliver',
  async (job) => {
    if (job.schoolId === null) throw new Error(`notification-deliver #${job.id} has no school`);
    await deliver(job.db, job.schoolId, job.payload.deliveryId, {
      number: job.attempt,
      last: job.attempt >= DELIVERY_ATTEMPTS,
      complete: (tx) => completeJob(tx, job),
    });
  },
  {
    attempts: DELIVERY_ATTEMPTS,
    perSchoolPerMinute: perSchoolPerMinute(),
    schoolLimits: notificationRatesOf,
  },
);

/** One job per new delivery, in the caller's transaction (one statement for them all). */
export async function enqueueDeliveries(
  db: Executor,
  schoolId: number,
  deliveries: readonly { id: number; key: string; notBefore: Date | null }[],
): Promise<void> {
  await enqueueMany<DeliverPayload>(
    db,
    deliverQueue.name,
    deliveries.map((d) => ({
      payload: { deliveryId: d.id },
      schoolId,
      key: d.key,
      ...(d.notBefore && { runAt: d.notBefore }),
    })),
  );
}
