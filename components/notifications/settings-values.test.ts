/**
 * What the notification settings form sends: the saved values come back unchanged, an empty
 * key box keeps the saved key, a typed key replaces it, "Remove" deletes it, and empty boxes
 * mean "none" (quiet hours, provider) or "keep" (day counts, which would otherwise read as 0).
 */
import { bodyOf, valuesOf } from './settings-values';
import type { NotificationSettingsRow } from './api-types';

const saved: NotificationSettingsRow = {
  events: {
    student_absent: true,
    student_late: false,
    fee_due_soon: true,
    fee_overdue: true,
    payment_received: true,
    refund_issued: true,
    announcement_published: true,
    leave_applied: true,
    leave_decided: true,
    payslip_available: false,
    document_expiring: true,
  },
  due_soon_days: 3,
  overdue_days: 7,
  quiet_start: '21:00',
  quiet_end: '07:00',
  sms_endpoint: 'https://sms.example.test/send',
  sms_key_set: true,
  sms_via: 'whatsapp',
};

test('the saved settings are sent back as they were, the key left out (kept)', () => {
  expect(bodyOf(valuesOf(saved))).toEqual({
    events: saved.events,
    due_soon_days: 3,
    overdue_days: 7,
    quiet_start: '21:00',
    quiet_end: '07:00',
    sms_endpoint: 'https://sms.example.test/send',
    sms_via: 'whatsapp',
  });
});

test.each([
  ['a typed key replaces the saved one', { sms_key: ' new-key ' }, { sms_key: 'new-key' }],
  ['Remove sends an empty key', { remove_sms_key: true }, { sms_key: '' }],
  ['a typed key wins over Remove', { sms_key: 'k2', remove_sms_key: true }, { sms_key: 'k2' }],
  [
    'empty quiet hours are none',
    { quiet_start: '', quiet_end: ' ' },
    { quiet_start: null, quiet_end: null },
  ],
  ['an empty provider address is none', { sms_endpoint: '' }, { sms_endpoint: null }],
  ['an empty day count is left out', { due_soon_days: '' }, { due_soon_days: undefined }],
  ['a day count is a number', { overdue_days: '14' }, { overdue_days: 14 }],
])('%s', (_, change, expected) => {
  expect(bodyOf({ ...valuesOf(saved), ...change })).toMatchObject(expected);
});
