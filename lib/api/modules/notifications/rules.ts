/**
 * The rules of who gets what, when (pure, table-tested in rules.test.ts): an event's default
 * channels, a delivery's idempotency key, whether the school's quiet hours hold a message back
 * and until when, and the channels a recipient is sent on.
 */
import { timeInZone } from '../../../calendar/instants';
import type { ChannelName, NotificationEvent } from '../../../db/schema/notifications-values';

/** Events addressed to guardians: in the app and by e-mail unless they choose otherwise. */
const GUARDIAN_EVENTS: ReadonlySet<NotificationEvent> = new Set([
  'student_absent',
  'student_late',
  'fee_due_soon',
  'fee_overdue',
  'payment_received',
  'refund_issued',
  'announcement_published',
]);

/** The channels of an event for a user who has chosen none: staff events stay in the app. */
export function defaultChannels(event: NotificationEvent): ChannelName[] {
  return GUARDIAN_EVENTS.has(event) ? ['in_app', 'email'] : ['in_app'];
}

/** One occurrence reaches one user once per channel, however often notify() is called. */
export const idempotencyKeyOf = (key: string, userId: number, channel: ChannelName) =>
  `${key}:${userId}:${channel}`;

/** Channels that wait for the end of quiet hours; the in-app list fills at once, silently. */
export const waitsForQuietHours = (channel: ChannelName) => channel !== 'in_app';

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of `HH:MM`, or null for anything else. */
export function minutesOfDay(value: string): number | null {
  const match = HHMM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * When a message held back by quiet hours may go: null when `now` is outside them (or the
 * school has none). Quiet hours are the school's wall clock, `start` inclusive, `end`
 * exclusive, and may span midnight (21:00–07:00). The wait is counted in minutes of the wall
 * clock, so on the night a clock change moves it the message goes up to an hour early or late.
 */
export function quietUntil(
  now: Date,
  quiet: { start: string | null; end: string | null },
  timeZone: string,
): Date | null {
  if (!quiet.start || !quiet.end) return null;
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (start === null || end === null || start === end) return null;
  const [h = '0', m = '0', s = '0'] = timeInZone(now, timeZone).split(':');
  const current = Number(h) * 60 + Number(m);
  const inside =
    start < end ? current >= start && current < end : current >= start || current < end;
  if (!inside) return null;
  const minutesLeft = (end - current + 24 * 60) % (24 * 60);
  const at = now.getTime() + minutesLeft * 60_000 - Number(s) * 1000 - now.getMilliseconds();
  return new Date(at);
}

export type ChannelChoice = {
  event: NotificationEvent;
  /** The user's own choice for the event (null: none made, the default holds). */
  chosen: readonly ChannelName[] | null;
  /** What the recipient can be reached at. */
  email: string | null;
  phone: string | null;
  /** The channels this installation can send on (push and SMS register themselves). */
  installed: ReadonlySet<ChannelName>;
};

/**
 * The channels one recipient is sent an event on: their choice (or the event's default),
 * less the channels not installed and those they have no address for (an e-mail needs an
 * address, a text message a phone number).
 */
export function channelsFor(choice: ChannelChoice): ChannelName[] {
  const wanted = choice.chosen ?? defaultChannels(choice.event);
  return wanted.filter(
    (channel) =>
      choice.installed.has(channel) &&
      (channel !== 'email' || Boolean(choice.email)) &&
      (channel !== 'sms' || Boolean(choice.phone)),
  );
}
