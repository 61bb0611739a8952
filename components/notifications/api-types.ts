/**
 * What the notification screens read of the API: the module's row types and value lists
 * (lib/api/modules/notifications/types.ts, no server code), the inbox's answer and the
 * permission that opens the log.
 */
import type { NotificationRow } from '@/lib/api/modules/notifications/types';

export {
  CHANNEL_NAMES,
  type ChannelName,
  type DeliveryRow,
  type DeliveryState,
  type NotificationEvent,
  type NotificationRow,
  type NotificationSettingsRow,
  type PreferenceRow,
  type SmsVia,
} from '@/lib/api/modules/notifications/types';

/** GET /api/notifications: a page of the caller's own, with the count of all their unread. */
export type NotificationsPage = {
  data: NotificationRow[];
  meta: { page: number; per_page: number; has_more?: boolean };
  unread: number;
};

/** Who may read the notification log (and so what was sent to a guardian): its route's. */
export const LOG_PERMISSION = 'notification-settings-list';
