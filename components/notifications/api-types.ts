/**
 * The notifications API's shapes as the screens read them. Until the module's types.ts is
 * merged (branch i28-notify) they are spelled here as the contract gives them.
 */
export const NOTIFICATION_EVENTS = [
  'student_absent',
  'student_late',
  'fee_due_soon',
  'fee_overdue',
  'payment_received',
  'refund_issued',
  'announcement_published',
  'leave_applied',
  'leave_decided',
  'payslip_available',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const CHANNEL_NAMES = ['in_app', 'email', 'push', 'sms'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];
export type DeliveryState = 'queued' | 'sent' | 'failed' | 'bounced' | 'skipped';

export type NotificationRow = {
  id: number;
  event: NotificationEvent;
  title: string;
  body: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

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
};

export type NotificationSettingsRow = {
  events: Record<NotificationEvent, boolean>;
  due_soon_days: number;
  overdue_days: number;
  quiet_start: string | null;
  quiet_end: string | null;
  sms_endpoint: string | null;
  sms_key_set: boolean;
};

export type PreferenceRow = {
  event: NotificationEvent;
  channels: ChannelName[];
  default_channels: ChannelName[];
  enabled_by_school: boolean;
};

/** GET /api/notifications: a page of the caller's own, with the count of all their unread. */
export type NotificationsPage = {
  data: NotificationRow[];
  meta: { page: number; per_page: number; has_more?: boolean };
  unread: number;
};

/** Who may read the notification log (and so a guardian's "sent to them"). */
export const LOG_PERMISSION = 'notification-settings-list';
