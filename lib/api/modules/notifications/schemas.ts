/**
 * Request schemas of notifications, shared by the API and the screens' forms (no server
 * imports): the school's settings, a user's channel choices.
 */
import { z } from 'zod';
import {
  CHANNEL_NAMES,
  NOTIFICATION_EVENTS,
  SMS_VIAS,
} from '../../../db/schema/notifications-values';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const wallClock = (label: string) =>
  z
    .string()
    .trim()
    .regex(HHMM, `The ${label} must be a time written HH:MM (24-hour).`)
    .nullable()
    .optional();

const days = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(0, `The ${label} must be 0 or more.`)
    .max(60, `The ${label} may be at most 60.`);

/** Each event on (true) or off (false); an event left out keeps its setting. */
const eventSwitches = z
  .partialRecord(z.enum(NOTIFICATION_EVENTS), z.boolean({ error: 'Each event is on or off.' }))
  .optional();

export const notificationSettingsSchema = z
  .object({
    events: eventSwitches,
    due_soon_days: days('number of days before the due date').optional(),
    overdue_days: days('number of days after the due date').optional(),
    quiet_start: wallClock('start of the quiet hours'),
    quiet_end: wallClock('end of the quiet hours'),
    sms_endpoint: z
      .url({ protocol: /^https?$/, error: 'The SMS endpoint must be an http(s) URL.' })
      .max(500, 'The SMS endpoint may be at most 500 characters long.')
      .nullable()
      .optional(),
    /** Written, never read back; an empty string removes it, absent keeps it. */
    sms_key: z
      .string()
      .trim()
      .max(500, 'The SMS key may be at most 500 characters long.')
      .optional(),
    /** The provider sends the text messages as SMS or as WhatsApp messages. */
    sms_via: z
      .enum(SMS_VIAS, { error: `Text messages go by one of: ${SMS_VIAS.join(', ')}.` })
      .optional(),
  })
  .superRefine((v, ctx) => {
    const start = v.quiet_start ?? null;
    const end = v.quiet_end ?? null;
    if (v.quiet_start === undefined && v.quiet_end === undefined) return;
    if ((start === null) !== (end === null))
      ctx.addIssue({
        code: 'custom',
        path: [start === null ? 'quiet_start' : 'quiet_end'],
        message: 'Give both the start and the end of the quiet hours, or neither.',
        params: { apiKey: 'notifications.quietHoursPair' },
      });
  });
export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;

/** A user's channels for each event they change (an empty list: none, the event is silent for them). */
export const notificationPreferencesSchema = z.object({
  preferences: z
    .array(
      z.object({
        event: z.enum(NOTIFICATION_EVENTS, {
          error: `The event must be one of: ${NOTIFICATION_EVENTS.join(', ')}.`,
        }),
        channels: z
          .array(
            z.enum(CHANNEL_NAMES, {
              error: `A channel is one of: ${CHANNEL_NAMES.join(', ')}.`,
            }),
          )
          .max(CHANNEL_NAMES.length),
      }),
    )
    .max(NOTIFICATION_EVENTS.length),
});
