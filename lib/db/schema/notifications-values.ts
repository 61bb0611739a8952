/**
 * The value lists of notifications (no drizzle here, so the screens and the request schemas
 * can import them too): the events, the channels and the states of a delivery.
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
  'document_expiring',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const CHANNEL_NAMES = ['in_app', 'email', 'push', 'sms'] as const;
export type ChannelName = (typeof CHANNEL_NAMES)[number];

/**
 * A delivery is `queued` until its job sends it (or retries it), then `sent`; `failed` after
 * the queue's last attempt; `bounced` when the mail server reports it undeliverable later;
 * `skipped` when there was nothing to send it with (no address, no such channel installed).
 */
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const ATTACHMENT_KINDS = ['fee-receipt', 'credit-note', 'payslip'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
