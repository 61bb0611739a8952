/**
 * The `push` channel: the notice as a Web Push message (title, body, the screen to open) to
 * every browser the recipient turned notifications on in. A device the push service says is
 * gone (404/410) is forgotten. The delivery counts as sent when one device took it: a retry
 * would show it again on the devices that did; it is retried only when none took it and one
 * may later (429, 5xx, no answer), and fails at once when no device can.
 */
import type { Executor } from '../../../../db/client';
import type { Channel, NotificationEvent, Outgoing } from '../index';
import { vapidKeys } from './push-keys';
import { pushPayload, sendPush, type PushOptions, type PushOutcome } from './push-send';
import { forgetSubscription, subscriptionsOf } from './push-subscriptions';
import { PermanentFailure } from './push-sms-failures';

/** What a student's absence says is news today: the push service may deliver it for a day. */
const DAY = 24 * 60 * 60;
const URGENT: readonly NotificationEvent[] = ['student_absent', 'student_late'];

export function pushOptionsFor(event: NotificationEvent): PushOptions {
  return { ttlSeconds: DAY, urgency: URGENT.includes(event) ? 'high' : 'normal' };
}

/** The delivery's result from every device's outcome (pure). */
export function pushResult(outcomes: readonly PushOutcome[]): { providerId?: string } {
  const sent = outcomes.find((o) => o.kind === 'sent');
  if (sent) return sent.messageId ? { providerId: sent.messageId } : {};
  const reasons = outcomes.map((o) => ('reason' in o ? o.reason : '')).join('; ');
  if (outcomes.some((o) => o.kind === 'retry')) throw new Error(reasons);
  throw new PermanentFailure(
    outcomes.length
      ? `no device took the notification: ${reasons}`
      : 'the recipient has turned notifications on in no browser',
  );
}

export const pushChannel: Channel = {
  name: 'push',
  async send(db: Executor, out: Outgoing) {
    const devices = await subscriptionsOf(db, out.schoolId, out.to.userId);
    if (!devices.length) return pushResult([]);
    const keys = await vapidKeys(db);
    const payload = pushPayload(out.subject, out.body, out.link);
    const options = pushOptionsFor(out.event);
    const outcomes = await Promise.all(
      devices.map(async (device) => {
        const outcome = await sendPush(keys, device, payload, options);
        if (outcome.kind === 'gone') await forgetSubscription(db, out.schoolId, device.id);
        return outcome;
      }),
    );
    return pushResult(outcomes);
  },
};
