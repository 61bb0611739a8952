'use client';
/**
 * The words of the notifications' data on every notifications screen: each event, channel and
 * delivery state in the page's language, from the `notification-screens` namespace. The lists
 * are typed by the module's own unions, so a new event fails the type check until it has words.
 */
import { useTranslations } from 'use-intl';
import type { ChannelName, DeliveryRow, DeliveryState, NotificationEvent } from './api-types';

export function useEventNames(): Record<NotificationEvent, string> {
  const t = useTranslations('notification-screens');
  return {
    student_absent: t('events.student_absent'),
    student_late: t('events.student_late'),
    fee_due_soon: t('events.fee_due_soon'),
    fee_overdue: t('events.fee_overdue'),
    payment_received: t('events.payment_received'),
    refund_issued: t('events.refund_issued'),
    announcement_published: t('events.announcement_published'),
    leave_applied: t('events.leave_applied'),
    leave_decided: t('events.leave_decided'),
    payslip_available: t('events.payslip_available'),
    document_expiring: t('events.document_expiring'),
  };
}

export function useChannelNames(): Record<ChannelName, string> {
  const t = useTranslations('notification-screens');
  return {
    in_app: t('channels.in_app'),
    email: t('channels.email'),
    push: t('channels.push'),
    sms: t('channels.sms'),
  };
}

export function useStateNames(): Record<DeliveryState, string> {
  const t = useTranslations('notification-screens');
  return {
    queued: t('states.queued'),
    sent: t('states.sent'),
    failed: t('states.failed'),
    bounced: t('states.bounced'),
    skipped: t('states.skipped'),
  };
}

/** A record's keys as options of a select, in the record's order. */
export const optionsOf = <K extends string>(words: Record<K, string>) =>
  (Object.entries(words) as [K, string][]).map(([value, label]) => ({ value, label }));

/** A delivery's recipient by name, or by number when the account has no name left. */
export const recipientOf = (r: Pick<DeliveryRow, 'recipient_name' | 'recipient_user_id'>) =>
  r.recipient_name ?? `#${r.recipient_user_id}`;
