/**
 * The notification settings form's values and the PUT body made from them (pure): the inputs
 * hold text, the API wants numbers and nulls. A day count left empty is left out (the API keeps
 * the saved one: an empty number would read as 0); empty quiet hours and provider address are
 * null (none). The SMS key is write-only: an empty box keeps the saved key (the body leaves it
 * out), "Remove the saved key" sends "".
 */
import type { Path } from 'react-hook-form';
import type { NotificationEvent, NotificationSettingsRow, SmsVia } from './api-types';

/** The form's values: numbers and times as the inputs hold them (text), the key typed anew. */
export type SettingsValues = {
  events: Record<NotificationEvent, boolean>;
  due_soon_days: string;
  overdue_days: string;
  quiet_start: string;
  quiet_end: string;
  sms_endpoint: string;
  sms_key: string;
  remove_sms_key: boolean;
  sms_via: SmsVia;
};
export const FIELDS: Path<SettingsValues>[] = [
  'due_soon_days',
  'overdue_days',
  'quiet_start',
  'quiet_end',
  'sms_endpoint',
  'sms_key',
  'sms_via',
];

const text = (value: number | string | null | undefined) => (value == null ? '' : String(value));

export function valuesOf(s: NotificationSettingsRow): SettingsValues {
  return {
    events: s.events,
    due_soon_days: text(s.due_soon_days),
    overdue_days: text(s.overdue_days),
    quiet_start: text(s.quiet_start),
    quiet_end: text(s.quiet_end),
    sms_endpoint: text(s.sms_endpoint),
    sms_key: '',
    remove_sms_key: false,
    sms_via: s.sms_via,
  };
}

/** The PUT body of the form's values (see above). */
export function bodyOf(v: SettingsValues) {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const count = (value: string) => (value.trim() === '' ? undefined : Number(value));
  return {
    events: v.events,
    due_soon_days: count(v.due_soon_days),
    overdue_days: count(v.overdue_days),
    quiet_start: orNull(v.quiet_start),
    quiet_end: orNull(v.quiet_end),
    sms_endpoint: orNull(v.sms_endpoint),
    sms_via: v.sms_via,
    ...(v.sms_key.trim() ? { sms_key: v.sms_key.trim() } : v.remove_sms_key ? { sms_key: '' } : {}),
  };
}
