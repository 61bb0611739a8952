/**
 * The arguments each event's messages take (messages/{locale}/notifications.json,
 * `events.{event}`): what the module that calls notify() puts in `params`, already written for
 * people (names, dates in the school's format, money with its currency). A missing one reads
 * as a dash rather than failing the message.
 */
import type { NotificationEvent } from '../../../db/schema/notifications-values';

export const EVENT_PARAMS: Record<NotificationEvent, readonly string[]> = {
  student_absent: ['student', 'date', 'class_section'],
  student_late: ['student', 'date', 'class_section'],
  fee_due_soon: ['student', 'amount', 'due_date'],
  fee_overdue: ['student', 'amount', 'due_date'],
  payment_received: ['student', 'amount', 'receipt_no'],
  refund_issued: ['student', 'amount'],
  announcement_published: ['title'],
  leave_applied: ['applicant', 'from', 'to'],
  leave_decided: ['decision', 'from', 'to'],
  payslip_available: ['month'],
  document_expiring: ['document', 'person', 'expires_on'],
};

const MISSING = '—';

/** The message arguments of `event`: the given params, a dash for each one missing. */
export function argumentsOf(
  event: NotificationEvent,
  params: Record<string, string | number>,
): Record<string, string | number> {
  const filled: Record<string, string | number> = { ...params };
  for (const name of EVENT_PARAMS[event]) filled[name] ??= MISSING;
  return filled;
}
