/**
 * Web Push (issue 28), owned by lib/api/modules/notifications (its channels/push*.ts):
 * - `push_subscriptions`: the browsers a user has turned notifications on in — the push
 *   service's endpoint and the keys the payload is encrypted to. A subscription is a device's,
 *   so an endpoint is held once per school: the user signed in on the device last owns it.
 * - `push_vapid_keys`: the deployment's one VAPID key pair, generated the first time it is
 *   needed and kept in the database (not in DATA_DIR) because every process that sends — each
 *   web instance and `npm run worker` — must sign with the key the browsers subscribed with.
 *   A provider table: no school owns it. VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY replace it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns';
import { belongsToSchool, userFk } from './keys';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), from PushSubscription.toJSON(). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    userFk(t, t.userId).onDelete('cascade'),
    uniqueIndex('push_subscriptions_endpoint').on(t.schoolId, t.endpoint),
    index('push_subscriptions_user').on(t.schoolId, t.userId),
  ],
);

export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    /** Always 1: one key pair per deployment, claimed with `on conflict do nothing`. */
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
