/**
 * The signed-in user's devices for Web Push: the key a browser subscribes with
 * (GET /api/me/push/public-key), and the user's own subscriptions (POST and DELETE
 * /api/me/push-subscriptions, the body being what PushSubscription.toJSON() gives).
 *
 * An endpoint is a URL this server will POST to. It must be https (every push service is):
 * plain http only to this machine outside production, where the tests' stand-in push service
 * listens.
 */
import { z } from 'zod';
import { envelope } from '../../../http/envelope';
import { notFound } from '../../../http/errors';
import { access, defineRoute } from '../../../http/route';
import { vapidKeys } from './push-keys';
import { removeOwnSubscription, saveSubscription } from './push-subscriptions';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the server may send to this endpoint (pure; `production` from NODE_ENV). */
export function isAllowedEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return !production && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/** A base64url text that decodes to exactly `bytes` bytes. */
const base64urlOf = (bytes: number, message: string) =>
  z
    .string(message)
    .trim()
    .refine((v) => /^[A-Za-z0-9_-]+={0,2}$/.test(v), message)
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, message);

const endpointField = z
  .string('The endpoint is required.')
  .trim()
  .min(1, 'The endpoint is required.')
  .max(2048, 'The endpoint may be at most 2048 characters long.')
  .refine(
    (v) => isAllowedEndpoint(v, process.env.NODE_ENV === 'production'),
    'The endpoint must be an https:// URL of a push service.',
  );

export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object(
    {
      p256dh: base64urlOf(65, "The p256dh key must be the browser's 65-byte public key."),
      auth: base64urlOf(16, 'The auth secret must be 16 bytes.'),
    },
    'The keys are required.',
  ),
});

const endpointOnlySchema = z.object({ endpoint: endpointField });

export const pushRoutes = [
  defineRoute({
    method: 'GET',
    path: '/me/push/public-key',
    tag: 'notifications',
    summary: "The VAPID public key browsers subscribe with (the deployment's, base64url)",
    access: access.authenticated,
    response: z.object({ public_key: z.string() }),
    handler: async ({ db }) => envelope({ public_key: (await vapidKeys(db)).publicKey }),
  }),
  defineRoute({
    method: 'POST',
    path: '/me/push-subscriptions',
    tag: 'notifications',
    summary:
      "Turn notifications on in this browser: keep its push subscription for the signed-in user (the device's latest user holds it)",
    access: access.authenticated,
    allowedWhenReadOnly: true,
    body: pushSubscriptionSchema,
    audit: { entity: 'push-subscriptions', actions: ['create', 'update'] },
    handler: async ({ db, caller, body, audit }) => {
      const owner = { schoolId: caller.school.id, userId: caller.userId };
      const keys = { endpoint: body.endpoint, ...body.keys };
      const saved = await db.transaction(async (tx) => {
        const row = await saveSubscription(tx, owner, keys);
        // The endpoint and keys are the device's secrets: the log keeps who and which row.
        const after = { user_id: caller.userId };
        const action = row.created ? 'create' : 'update';
        await audit(tx, { action, entity: 'push-subscriptions', entityId: row.id, after });
        return row;
      });
      return envelope({ id: saved.id });
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/me/push-subscriptions',
    tag: 'notifications',
    summary: "Turn notifications off in this browser: forget the signed-in user's subscription",
    access: access.authenticated,
    allowedWhenReadOnly: true,
    body: endpointOnlySchema,
    audit: { entity: 'push-subscriptions', actions: ['delete'] },
    handler: async ({ db, caller, body, audit }) => {
      const owner = { schoolId: caller.school.id, userId: caller.userId };
      const id = await db.transaction(async (tx) => {
        const removed = await removeOwnSubscription(tx, owner, body.endpoint);
        // Another user's device, or one never subscribed: nothing of theirs is revealed.
        if (removed === undefined) throw notFound('record');
        const before = { user_id: caller.userId };
        await audit(tx, {
          action: 'delete',
          entity: 'push-subscriptions',
          entityId: removed,
          before,
        });
        return removed;
      });
      return envelope({ id });
    },
  }),
];
