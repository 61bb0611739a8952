/**
 * The notifications' row types and value lists for the screens (no server code): the bell's
 * list, the log, the school's settings and a user's channel choices.
 */
export {
  CHANNEL_NAMES,
  type ChannelName,
  type DeliveryState,
  type NotificationEvent,
  type SmsVia,
} from '../../../db/schema/notifications-values';
import type {
  ChannelName,
  DeliveryState,
  NotificationEvent,
  SmsVia,
} from '../../../db/schema/notifications-values';

/** GET /api/notifications: one of the caller's own in-app messages. */
export type NotificationRow = {
  id: number;
  event: NotificationEvent;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

/** GET /api/notification-log: one delivery. */
export type DeliveryRow = {
  id: number;
  event: NotificationEvent;
  event_key: string;
  recipient_user_id: number;
  recipient_name: string | null;
  channel: ChannelName;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  not_before: string | null;
  created_at: string;
  sent_at: string | null;
  updated_at: string;
  /** Its `notification-deliver` job and that job's state (null once the queue pruned it). */
  job_id: number | null;
  job_state: string | null;
};

/** GET/PUT /api/notification-settings (the SMS key is never answered, only whether one is set). */
export type NotificationSettingsRow = {
  events: Record<NotificationEvent, boolean>;
  due_soon_days: number;
  overdue_days: number;
  quiet_start: string | null;
  quiet_end: string | null;
  sms_endpoint: string | null;
  sms_key_set: boolean;
  /** How the provider sends text messages: `sms` or `whatsapp`. */
  sms_via: SmsVia;
};

/** GET/PUT /api/me/notification-preferences: per event, the caller's channels and the defaults. */
export type PreferenceRow = {
  event: NotificationEvent;
  channels: ChannelName[];
  default_channels: ChannelName[];
  /** False: the school has switched the event off (nobody receives it). */
  enabled_by_school: boolean;
};
