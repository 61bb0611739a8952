/**
 * notify(): an event's module says what happened, to whom, inside its own transaction; this
 * records one delivery per recipient and channel and enqueues the job that sends it, in that
 * same transaction (a rolled-back write notifies nobody). Per recipient: the school's switch
 * for the event, the user's channels (or the event's default), an address for each (e-mail,
 * phone), the school's quiet hours (e-mail, push and SMS wait for their end; in-app goes at
 * once) and the idempotency key `${key}:${userId}:${channel}`, unique per school, so a
 * second notify() of the same occurrence adds nothing.
 */
import type { Executor } from '../../../db/client';
import { notificationDeliveries } from '../../../db/schema/notifications';
import type {
  AttachmentKind,
  ChannelName,
  NotificationEvent,
} from '../../../db/schema/notifications-values';
import { schoolFormatOf } from '../../../school-format';
import { recipientsOf } from '../identity';
import { phonesOfUsers } from '../people';
import { readSchoolSettings } from '../platform';
import { enqueueDeliveries } from './queue';
import { chosenChannels, choiceKey } from './preferences';
import { installedChannels } from './registry';
import { channelsFor, idempotencyKeyOf, quietUntil, waitsForQuietHours } from './rules';
import { eventEnabled, readSettings } from './settings';

export type Notice = {
  schoolId: number;
  event: NotificationEvent;
  /** This occurrence, e.g. `student_absent:${studentId}:${date}`: each recipient hears of it once. */
  key: string;
  /** User ids (guardians, staff). */
  recipients: number[];
  /** The message's arguments, already formatted for people (money as text). */
  params: Record<string, string | number>;
  /** The screen to open, e.g. '/guardian/attendance'. */
  link?: string;
  attachment?: { kind: AttachmentKind; id: number };
};

type NewDelivery = typeof notificationDeliveries.$inferInsert;

/** Inserts per statement: 500 rows of 13 values stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/** One notice: see notifyMany. */
export function notify(db: Executor, notice: Notice): Promise<void> {
  return notifyMany(db, [notice]);
}

/**
 * Many notices at once (a register's absences): each school's settings, recipients, phones
 * and choices are read once, the deliveries inserted in batches, then one job each.
 */
export async function notifyMany(db: Executor, notices: readonly Notice[]): Promise<void> {
  const bySchool = new Map<number, Notice[]>();
  for (const notice of notices)
    bySchool.set(notice.schoolId, [...(bySchool.get(notice.schoolId) ?? []), notice]);
  for (const [schoolId, ofSchool] of bySchool) {
    const rows = await deliveriesOf(db, schoolId, ofSchool, new Date());
    for (let start = 0; start < rows.length; start += BATCH) {
      const inserted = await db
        .insert(notificationDeliveries)
        .values(rows.slice(start, start + BATCH))
        .onConflictDoNothing({
          target: [notificationDeliveries.schoolId, notificationDeliveries.idempotencyKey],
        })
        .returning({
          id: notificationDeliveries.id,
          key: notificationDeliveries.idempotencyKey,
          notBefore: notificationDeliveries.notBefore,
        });
      await enqueueDeliveries(db, schoolId, inserted);
    }
  }
}

/** The deliveries a school's notices make (none for an event it has switched off). */
async function deliveriesOf(
  db: Executor,
  schoolId: number,
  notices: readonly Notice[],
  now: Date,
): Promise<NewDelivery[]> {
  const settings = await readSettings(db, schoolId);
  const live = notices.filter((n) => eventEnabled(settings, n.event) && n.recipients.length > 0);
  if (live.length === 0) return [];
  const userIds = [...new Set(live.flatMap((n) => n.recipients))];
  const events = [...new Set(live.map((n) => n.event))];
  const recipients = new Map((await recipientsOf(db, schoolId, userIds)).map((r) => [r.id, r]));
  const phones = await phonesOfUsers(db, schoolId, userIds);
  const chosen = await chosenChannels(db, schoolId, userIds, events);
  const school = await readSchoolSettings(db, schoolId);
  const quietEnds = quietUntil(
    now,
    { start: settings.quietStart, end: settings.quietEnd },
    schoolFormatOf(school).timeZone,
  );
  const installed = installedChannels();
  const rows: NewDelivery[] = [];
  for (const notice of live)
    for (const userId of new Set(notice.recipients)) {
      const recipient = recipients.get(userId);
      if (!recipient) continue; // not a user of this school, or a disabled account
      const channels = channelsFor({
        event: notice.event,
        chosen: chosen.get(choiceKey(userId, notice.event)) ?? null,
        email: recipient.email,
        phone: phones.get(userId) ?? null,
        installed,
      });
      for (const channel of channels)
        rows.push(deliveryRow(schoolId, notice, userId, channel, quietEnds));
    }
  return rows;
}

function deliveryRow(
  schoolId: number,
  notice: Notice,
  userId: number,
  channel: ChannelName,
  quietEnds: Date | null,
): NewDelivery {
  return {
    schoolId,
    event: notice.event,
    eventKey: notice.key,
    recipientUserId: userId,
    channel,
    idempotencyKey: idempotencyKeyOf(notice.key, userId, channel),
    params: notice.params,
    link: notice.link ?? null,
    attachmentKind: notice.attachment?.kind ?? null,
    attachmentId: notice.attachment?.id ?? null,
    notBefore: waitsForQuietHours(channel) ? quietEnds : null,
  };
}
