/**
 * The one-click unsubscribe link's token: which school, user and event it turns e-mail off
 * for, signed with an HMAC under a key derived from the session secret, so nobody can forge
 * one for another user. It does not expire: an old e-mail's link must still work.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
} from '../../../db/schema/notifications-values';

export type Unsubscription = { schoolId: number; userId: number; event: NotificationEvent };

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, '', 'schola notifications unsubscribe', 32));

const signature = (secret: string, claim: string) =>
  createHmac('sha256', keyOf(secret)).update(claim).digest('base64url');

export function unsubscribeToken(secret: string, u: Unsubscription): string {
  const claim = `${u.schoolId}.${u.userId}.${u.event}`;
  return `${claim}.${signature(secret, claim)}`;
}

/** The claim of a token signed here, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): Unsubscription | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([a-z_]{1,40})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, school = '', user = '', event = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${school}.${user}.${event}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (!(NOTIFICATION_EVENTS as readonly string[]).includes(event)) return null;
  return { schoolId: Number(school), userId: Number(user), event: event as NotificationEvent };
}
