/**
 * Notifications (issue 28), owned by lib/api/modules/notifications:
 * - `notifications`: the in-app messages a user reads behind the bell (one per in-app
 *   delivery: `delivery_id` is unique, so a delivery run twice after a crash shows once);
 * - `notification_deliveries`: the log, one row per recipient × channel of an event, with its
 *   state, attempts and last error; its idempotency key (`{event key}:{user}:{channel}`) is
 *   unique per school, so a second notify() of one occurrence adds nothing. The recipient is
 *   a plain column (no foreign key), like the audit log's user: the log outlives a restore;
 * - `notification_settings`: one row per school (each event on or off, the fee reminders'
 *   days, quiet hours, the SMS provider's endpoint, key and SMS or WhatsApp); no row means the defaults;
 * - `notification_preferences`: a user's channels for one event (no row: the event's default).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns';
import { belongsToSchool, userFk } from './keys';
import {
  CHANNEL_NAMES,
  DELIVERY_STATES,
  SMS_VIAS,
  type NotificationEvent,
} from './notifications-values';

const inList = (column: PgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const notifications = pgTable(
  'notifications',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    event: text('event').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** The in-app delivery that wrote it (null for a row written otherwise, e.g. the demo). */
    deliveryId: integer('delivery_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    readAt: instant('read_at'),
  },
  (t) => [
    tenantPrimaryKey(t),
    userFk(t, t.userId),
    uniqueIndex('notifications_delivery').on(t.schoolId, t.deliveryId),
    index('notifications_user_newest').on(t.schoolId, t.userId, t.id),
    index('notifications_user_unread')
      .on(t.schoolId, t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    ...tenantColumns(),
    event: text('event').notNull(),
    /** The occurrence the event's module named (`student_absent:12:2026-11-27`). */
    eventKey: text('event_key').notNull(),
    recipientUserId: integer('recipient_user_id').notNull(),
    channel: text('channel').notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The message's arguments, already formatted for people, and the screen it opens. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    link: text('link'),
    attachmentKind: text('attachment_kind'),
    attachmentId: integer('attachment_id'),
    /** Not before this instant (the end of the school's quiet hours); null: at once. */
    notBefore: instant('not_before'),
    /** The channel's own id of the message (an SMTP Message-ID, a provider's id). */
    providerId: text('provider_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('notification_deliveries_key').on(t.schoolId, t.idempotencyKey),
    index('notification_deliveries_newest').on(t.schoolId, t.createdAt, t.id),
    index('notification_deliveries_recipient').on(t.schoolId, t.recipientUserId, t.id),
    check('notification_deliveries_channel', inList(t.channel, CHANNEL_NAMES)),
    check('notification_deliveries_state', inList(t.state, DELIVERY_STATES)),
    check('notification_deliveries_attempts', sql`${t.attempts} >= 0`),
  ],
);

export const notificationSettings = pgTable(
  'notification_settings',
  {
    schoolId: integer('school_id').primaryKey(),
    /** The events switched off (every other event is on). */
    eventsOff: text('events_off').array().$type<NotificationEvent[]>().notNull().default([]),
    dueSoonDays: integer('due_soon_days').notNull().default(3),
    overdueDays: integer('overdue_days').notNull().default(1),
    /** The school's wall-clock HH:MM; both null: no quiet hours. */
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    smsEndpoint: text('sms_endpoint'),
    /** The SMS provider's key: written by PUT, never answered by GET. */
    smsKey: text('sms_key'),
    /** How the provider sends text messages: as SMS or as WhatsApp messages. */
    smsVia: text('sms_via', { enum: SMS_VIAS }).notNull().default('sms'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    belongsToSchool(t),
    check(
      'notification_settings_days',
      sql`${t.dueSoonDays} between 0 and 60 and ${t.overdueDays} between 0 and 60`,
    ),
    check('notification_settings_sms_via', inList(t.smsVia, SMS_VIAS)),
    check('notification_settings_quiet', sql`(${t.quietStart} is null) = (${t.quietEnd} is null)`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    schoolId: integer('school_id').notNull(),
    userId: integer('user_id').notNull(),
    event: text('event').notNull(),
    /** The channels the user chose for this event; empty: none (the event is off for them). */
    channels: text('channels').array().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId, t.event] }), userFk(t, t.userId)],
);
