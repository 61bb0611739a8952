/**
 * A school's notification settings: one row, or the defaults when it has none (every event
 * on, reminders 3 days before and 1 day after a due date, no quiet hours, no SMS provider,
 * text messages as SMS).
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notificationSettings } from '../../../db/schema/notifications';
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
} from '../../../db/schema/notifications-values';
import type { NotificationSettingsRow } from './types';

export type NotificationSettings = typeof notificationSettings.$inferSelect;

export const defaultSettings = (schoolId: number): NotificationSettings => ({
  schoolId,
  eventsOff: [],
  dueSoonDays: 3,
  overdueDays: 1,
  quietStart: null,
  quietEnd: null,
  smsEndpoint: null,
  smsKey: null,
  smsVia: 'sms',
  updatedAt: new Date(0),
});

export async function readSettings(db: Executor, schoolId: number): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.schoolId, schoolId));
  return row ?? defaultSettings(schoolId);
}

export const eventEnabled = (settings: NotificationSettings, event: NotificationEvent) =>
  !settings.eventsOff.includes(event);

/** The settings as GET answers them: the SMS key withheld, only whether one is set. */
export function settingsRow(settings: NotificationSettings): NotificationSettingsRow {
  return {
    events: Object.fromEntries(
      NOTIFICATION_EVENTS.map((event) => [event, eventEnabled(settings, event)]),
    ) as Record<NotificationEvent, boolean>,
    due_soon_days: settings.dueSoonDays,
    overdue_days: settings.overdueDays,
    quiet_start: settings.quietStart,
    quiet_end: settings.quietEnd,
    sms_endpoint: settings.smsEndpoint,
    sms_key_set: Boolean(settings.smsKey),
    sms_via: settings.smsVia,
  };
}
