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
 * the queue's last attempt; `bounced` when the mail server refuses the recipient for good (a 5xx
 * to RCPT or DATA) or the SMS provider refuses the number (a 4xx other than 408/429);
 * `skipped` when there was nothing to send it with (no address, no such channel installed).
 */
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** How the school's provider sends a text message (the request's `channel`). */
export const SMS_VIAS = ['sms', 'whatsapp'] as const;
export type SmsVia = (typeof SMS_VIAS)[number];

export const ATTACHMENT_KINDS = ['fee-receipt', 'credit-note', 'payslip'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];
