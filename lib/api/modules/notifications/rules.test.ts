/** The rules of who gets what, when (rules.ts). */
import { channelsFor, defaultChannels, idempotencyKeyOf, minutesOfDay, quietUntil } from './rules';
import type { ChannelName } from '../../../db/schema/notifications-values';

const ALL: ReadonlySet<ChannelName> = new Set(['in_app', 'email', 'push', 'sms']);

test("guardians' events go in the app and by e-mail, staff events in the app", () => {
  expect(defaultChannels('student_absent')).toEqual(['in_app', 'email']);
  expect(defaultChannels('payment_received')).toEqual(['in_app', 'email']);
  expect(defaultChannels('leave_applied')).toEqual(['in_app']);
  expect(defaultChannels('payslip_available')).toEqual(['in_app']);
});

test('the idempotency key names the occurrence, the user and the channel', () => {
  expect(idempotencyKeyOf('student_absent:12:2026-11-27', 7, 'email')).toBe(
    'student_absent:12:2026-11-27:7:email',
  );
});

test.each([
  ['07:00', 420],
  ['23:59', 1439],
  ['00:00', 0],
  ['24:00', null],
  ['7:00', null],
  ['07:60', null],
])('minutesOfDay(%s) = %s', (text, minutes) => expect(minutesOfDay(text)).toBe(minutes));

describe('quiet hours', () => {
  const night = { start: '21:00', end: '07:00' };
  const lunch = { start: '12:00', end: '13:30' };
  test.each([
    // [now (UTC), quiet hours, zone, the end of the wait or null]
    ['2026-11-27T22:15:30Z', night, 'UTC', '2026-11-28T07:00:00.000Z'],
    ['2026-11-28T03:00:00Z', night, 'UTC', '2026-11-28T07:00:00.000Z'],
    ['2026-11-28T21:00:00Z', night, 'UTC', '2026-11-29T07:00:00.000Z'],
    ['2026-11-28T07:00:00Z', night, 'UTC', null],
    ['2026-11-28T15:00:00Z', night, 'UTC', null],
    ['2026-11-28T12:45:00Z', lunch, 'UTC', '2026-11-28T13:30:00.000Z'],
    ['2026-11-28T11:59:59Z', lunch, 'UTC', null],
    // 22:00 in Kolkata (UTC+5:30) is 16:30Z; 07:00 there is 01:30Z next day.
    ['2026-11-28T16:30:00Z', night, 'Asia/Kolkata', '2026-11-29T01:30:00.000Z'],
    ['2026-11-28T10:00:00Z', night, 'Asia/Kolkata', null],
  ])('at %s with %o in %s: until %s', (now, quiet, zone, until) => {
    expect(quietUntil(new Date(now), quiet, zone)?.toISOString() ?? null).toBe(until);
  });

  test('no quiet hours, or an empty span, hold nothing back', () => {
    const now = new Date('2026-11-28T03:00:00Z');
    expect(quietUntil(now, { start: null, end: null }, 'UTC')).toBeNull();
    expect(quietUntil(now, { start: '03:00', end: '03:00' }, 'UTC')).toBeNull();
  });
});

describe('the channels of one recipient', () => {
  const base = { event: 'student_absent' as const, chosen: null, email: 'a@b.test', phone: null };
  test('the default, less what cannot reach them', () => {
    expect(channelsFor({ ...base, installed: ALL })).toEqual(['in_app', 'email']);
    expect(channelsFor({ ...base, email: null, installed: ALL })).toEqual(['in_app']);
  });
  test('their choice wins; SMS needs a phone, any channel an installation', () => {
    const chosen: ChannelName[] = ['sms', 'push', 'email'];
    expect(channelsFor({ ...base, chosen, installed: ALL })).toEqual(['push', 'email']);
    expect(channelsFor({ ...base, chosen, phone: '+911234567890', installed: ALL })).toEqual(
      chosen,
    );
    const here: ReadonlySet<ChannelName> = new Set(['in_app', 'email']);
    expect(channelsFor({ ...base, chosen, phone: '+911234567890', installed: here })).toEqual([
      'email',
    ]);
    expect(channelsFor({ ...base, chosen: [], installed: ALL })).toEqual([]);
  });
});
