/**
 * POST /api/notification-log/{id}/retry: a delivery that failed for good (`failed` after its
 * last attempt or refused by us, `bounced` by the receiving side) is sent again. The delivery
 * is `queued` again and its job — the `notification-deliver` job keyed by the delivery's
 * idempotency key — is given its attempts back and made due now, or written anew when the
 * queue has pruned it. One transaction; audited as `run` of the delivery. The same key travels
 * with the message again, so a receiver that kept it still tells the copy.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { retryKeyedJob } from '../../../jobs';
import { notificationDeliveries } from '../../../db/schema/notifications';
import { envelope } from '../../http/envelope';
import { ApiError, notFoundLabelled } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { FAILED_FOR_GOOD, logRows } from './log-routes';
import { deliverQueue, enqueueDeliveries } from './queue';

export const DELIVERY_ENTITY = 'notification-deliveries';

/** The delivery's job due now with its attempts renewed (a new one when it was pruned). */
async function reviveJob(
  tx: Executor,
  delivery: { schoolId: number; id: number; idempotencyKey: string },
): Promise<void> {
  const key = delivery.idempotencyKey;
  if (await retryKeyedJob(tx, { schoolId: delivery.schoolId, queue: deliverQueue.name, key }))
    return;
  await enqueueDeliveries(tx, delivery.schoolId, [{ id: delivery.id, key, notBefore: null }]);
}

export const retryRoutes = [
  defineRoute({
    method: 'POST',
    path: '/notification-log/:id/retry',
    tag: 'notifications',
    summary:
      'Send a delivery that failed for good (failed or bounced) again: queued, its job due now with its attempts renewed',
    access: access.permission('notification-settings-edit'),
    audit: { entity: DELIVERY_ENTITY, actions: ['run'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'delivery');
      const d = notificationDeliveries;
      const after = await db.transaction(async (tx) => {
        const before = await logRows.get(tx, schoolId, id);
        if (!before) throw notFoundLabelled('delivery');
        const [delivery] = await tx
          .update(d)
          .set({ state: 'queued', notBefore: null, updatedAt: sql`now()` })
          .where(and(eq(d.schoolId, schoolId), eq(d.id, id), inArray(d.state, FAILED_FOR_GOOD)))
          .returning({ schoolId: d.schoolId, id: d.id, idempotencyKey: d.idempotencyKey });
        if (!delivery) throw new ApiError('conflict', apiMessage('notifications.notRetryable'));
        await reviveJob(tx, delivery);
        const row = await logRows.get(tx, schoolId, id);
        await audit(tx, {
          action: 'run',
          entity: DELIVERY_ENTITY,
          entityId: id,
          before,
          after: row,
        });
        return row;
      });
      return envelope(after, apiMessage('done.deliveryRetried'));
    },
  }),
];
