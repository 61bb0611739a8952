/**
 * Sending one delivery (the `notification-deliver` job): safe to run twice. A delivery already
 * sent or skipped is left alone, so a job run again after a crash between the send and the
 * queue's "done" sends nothing more (the in-app row is unique per delivery; an e-mail sent and
 * not yet recorded goes again with the same Message-ID, see channels/email.ts). The words are
 * rendered now, in the recipient's language of today; attachments by their registered
 * renderers; the channel by its name. A failure records the attempt and its error and is
 * thrown for the queue to retry; after the last attempt the delivery stays `failed`. A
 * recipient refused for good (an SMTP 5xx to RCPT/DATA, the SMS provider's 4xx) is `bounced` at
 * once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notificationDeliveries } from '../../../db/schema/notifications';
import type {
  AttachmentKind,
  ChannelName,
  DeliveryState,
  NotificationEvent,
} from '../../../db/schema/notifications-values';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { recipientsOf } from '../identity';
import { phonesOfUsers } from '../people';
import { readSchoolSettings, schoolSubdomainById } from '../platform';
import { NoMailServer, refusedForGood } from './channels/email';
import { Bounced, isPermanentFailure } from './channels/push-sms-failures';
import { deliveryConfig, schoolOrigin } from './delivery-config';
import { attachmentRenderer, channelNamed, type Outgoing } from './registry';
import { renderMessage } from './render';
import { unsubscribeToken } from './unsubscribe-token';

type Delivery = typeof notificationDeliveries.$inferSelect;

export type Attempt = {
  number: number;
  last: boolean;
  /** Marks the job done in the transaction that records the delivery sent (lib/jobs). */
  complete?: (tx: Executor) => Promise<void>;
};

/** At most this much of an error is kept on the log's row. */
const ERROR_LENGTH = 500;

export async function deliver(
  db: Executor,
  schoolId: number,
  deliveryId: number,
  attempt: Attempt,
): Promise<void> {
  const [delivery] = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.schoolId, schoolId), eq(notificationDeliveries.id, deliveryId)),
    );
  if (!delivery || delivery.state === 'sent' || delivery.state === 'skipped') return;
  const channel = channelNamed(delivery.channel as ChannelName);
  if (!channel)
    return record(db, delivery, 'skipped', attempt, `No ${delivery.channel} channel is installed`);
  const out = await outgoing(db, delivery);
  if (!out)
    return record(db, delivery, 'skipped', attempt, 'The recipient is no longer an active user');
  try {
    if (channel.transactional) {
      // The row and "sent" and the job's "done" commit together: exactly once.
      await db.transaction(async (tx) => {
        await channel.send(tx, out);
        await record(tx, delivery, 'sent', attempt, null);
        await attempt.complete?.(tx);
      });
      return;
    }
    const { providerId } = await channel.send(db, out);
    await db.transaction(async (tx) => {
      await record(tx, delivery, 'sent', attempt, null, providerId);
      await attempt.complete?.(tx);
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof NoMailServer) return record(db, delivery, 'skipped', attempt, message);
    // The mail server or the SMS provider refused the recipient for good: bounced, no retry.
    if (error instanceof Bounced || refusedForGood(error))
      return record(db, delivery, 'bounced', attempt, message);
    // Push and SMS say when sending again cannot help (no number, no device, a 4xx): failed now.
    if (isPermanentFailure(error)) return record(db, delivery, 'failed', attempt, message);
    await record(db, delivery, attempt.last ? 'failed' : 'queued', attempt, message);
    throw error;
  }
}

async function record(
  db: Executor,
  delivery: Delivery,
  state: DeliveryState,
  attempt: Attempt,
  error: string | null,
  providerId?: string,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      state,
      attempts: sql`greatest(${notificationDeliveries.attempts} + 1, ${attempt.number})`,
      lastError: error?.slice(0, ERROR_LENGTH) ?? null,
      ...(state === 'sent' && { sentAt: sql`now()`, providerId: providerId ?? null }),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(notificationDeliveries.schoolId, delivery.schoolId),
        eq(notificationDeliveries.id, delivery.id),
      ),
    );
}

/** The message for a delivery's recipient, or null when they are gone (disabled, removed). */
async function outgoing(db: Executor, d: Delivery): Promise<Outgoing | null> {
  const [recipient] = await recipientsOf(db, d.schoolId, [d.recipientUserId]);
  if (!recipient) return null;
  const phones = await phonesOfUsers(db, d.schoolId, [recipient.id]);
  const school = await readSchoolSettings(db, d.schoolId);
  const subdomain = (await schoolSubdomainById(db, d.schoolId)) ?? '';
  const cfg = deliveryConfig();
  const origin = schoolOrigin(cfg, subdomain);
  const chosen = recipient.locale ?? school.locale;
  const locale = isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  const event = d.event as NotificationEvent;
  const link = d.link ? new URL(d.link, origin).toString() : null;
  const token = unsubscribeToken(cfg.sessionSecret, {
    schoolId: d.schoolId,
    userId: recipient.id,
    event,
  });
  const unsubscribeUrl = `${origin}/api/notifications/unsubscribe?token=${token}`;
  const rendered = renderMessage({
    locale,
    event,
    params: d.params,
    recipientName: recipient.name,
    school: { name: school.school_name, colour: school.theme_secondary },
    link,
    unsubscribeUrl,
  });
  const render = d.attachmentKind
    ? attachmentRenderer(d.attachmentKind as AttachmentKind)
    : undefined;
  const attachments =
    render && d.attachmentId !== null && d.channel === 'email'
      ? [await render(db, d.schoolId, d.attachmentId)]
      : [];
  return {
    deliveryId: d.id,
    idempotencyKey: d.idempotencyKey,
    schoolId: d.schoolId,
    schoolName: school.school_name,
    event,
    to: {
      userId: recipient.id,
      name: recipient.name,
      email: recipient.email,
      phone: phones.get(recipient.id) ?? null,
      locale,
    },
    ...rendered,
    link,
    unsubscribeUrl,
    attachments,
  };
}
