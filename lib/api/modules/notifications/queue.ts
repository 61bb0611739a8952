/**
 * The `notification-deliver` queue (lib/jobs): one job per delivery, keyed by the delivery's
 * idempotency key (a key the queue has seen adds no second job), due when the school's quiet
 * hours end. Its rate limit per school is NOTIFICATIONS_PER_SCHOOL_PER_MINUTE (default 120):
 * messages past it wait for the next minute, they do not fail.
 */
import { z } from 'zod';
import { completeJob, defineQueue } from '../../../jobs';
import type { Executor } from '../../../db/client';
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
  { attempts: DELIVERY_ATTEMPTS, perSchoolPerMinute: perSchoolPerMinute() },
);

/** One job per new delivery, in the caller's transaction. */
export async function enqueueDeliveries(
  db: Executor,
  schoolId: number,
  deliveries: readonly { id: number; key: string; notBefore: Date | null }[],
): Promise<void> {
  for (const d of deliveries)
    await deliverQueue.enqueue(db, {
      payload: { deliveryId: d.id },
      schoolId,
      key: d.key,
      ...(d.notBefore && { runAt: d.notBefore }),
    });
}
