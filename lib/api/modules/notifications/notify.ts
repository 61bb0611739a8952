/**
 * notify(): an event's module says what happened, to whom, inside its own transaction; this
 * records one delivery per recipient and channel and enqueues the job that sends it, in that
 * same transaction (a rolled-back write notifies nobody). Per recipient: the school's switch
 * for the event, the user's channels (or the event's default), an address for each (e-mail,
 * phone), the school's quiet hours (e-mail, push and SMS wait for their end; in-app goes at
 * once) and the idempotency key `${key}:${userId}:${channel}`, unique per school, so a
 * second notify() of the same occurrence adds nothing.
 */
import { sql } from 'drizzle-orm';
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

type NewDelivery = {
  event: NotificationEvent;
  event_key: string;
  recipient_user_id: number;
  channel: ChannelName;
  idempotency_key: string;
  params: Record<string, string | number>;
  link: string | null;
  attachment_kind: AttachmentKind | null;
  attachment_id: number | null;
  not_before: string | null;
};

/** One notice: see notifyMany. */
export function notify(db: Executor, notice: Notice): Promise<void> {
  return notifyMany(db, [notice]);
}

/**
 * Many notices at once (a register's absences, a day's reminders): each school's settings,
 * recipients, phones and choices are read once, the deliveries inserted by one statement
 * (the rows as one JSON parameter: a multi-row VALUES of thousands of rows cost the driver
 * and the parser far more), then one job each.
 */
export async function notifyMany(db: Executor, notices: readonly Notice[]): Promise<void> {
  const bySchool = new Map<number, Notice[]>();
  for (const notice of notices)
    bySchool.set(notice.schoolId, [...(bySchool.get(notice.schoolId) ?? []), notice]);
  for (const [schoolId, ofSchool] of bySchool) {
    const rows = await deliveriesOf(db, schoolId, ofSchool, new Date());
    if (rows.length === 0) continue;
    await enqueueDeliveries(db, schoolId, await insertNew(db, schoolId, rows));
  }
}

/** Inserts the deliveries whose key is new to the school; answers those inserted. */
async function insertNew(db: Executor, schoolId: number, rows: readonly NewDelivery[]) {
  const d = notificationDeliveries;
  const result = await db.execute(sql`
    insert into ${d} (school_id, event, event_key, recipient_user_id, channel, idempotency_key,
      params, link, attachment_kind, attachment_id, not_before)
    select ${schoolId}, r.event, r.event_key, r.recipient_user_id, r.channel, r.idempotency_key,
      r.params, r.link, r.attachment_kind, r.attachment_id, r.not_before
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(event text, event_key text,
      recipient_user_id int, channel text, idempotency_key text, params jsonb, link text,
      attachment_kind text, attachment_id int, not_before timestamptz)
    on conflict (school_id, idempotency_key) do nothing
    returning id, idempotency_key, not_before`);
  return (
    result as unknown as {
      rows: { id: number; idempotency_key: string; not_before: string | Date | null }[];
    }
  ).rows.map((r) => ({
    id: Number(r.id),
    key: r.idempotency_key,
    notBefore: r.not_before === null ? null : new Date(r.not_before),
  }));
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
      for (const channel of channels) rows.push(deliveryRow(notice, userId, channel, quietEnds));
    }
  return rows;
}

function deliveryRow(
  notice: Notice,
  userId: number,
  channel: ChannelName,
  quietEnds: Date | null,
): NewDelivery {
  return {
    event: notice.event,
    event_key: notice.key,
    recipient_user_id: userId,
    channel,
    idempotency_key: idempotencyKeyOf(notice.key, userId, channel),
    params: notice.params,
    link: notice.link ?? null,
    attachment_kind: notice.attachment?.kind ?? null,
    attachment_id: notice.attachment?.id ?? null,
    not_before: waitsForQuietHours(channel) && quietEnds ? quietEnds.toISOString() : null,
  };
}
