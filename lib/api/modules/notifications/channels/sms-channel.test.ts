import type { Executor } from '../../../../db/client';
import type { Outgoing } from '../index';
import { startReceiver, type Receiver } from '../test-support/push-sms-receivers';
import { isPermanentFailure } from './push-sms-failures';
import { smsChannel, smsText, type SmsSettingsReader } from './sms-channel';

let provider: Receiver;
beforeAll(async () => {
  provider = await startReceiver(202, JSON.stringify({ message_id: 77 }));
});
afterAll(() => provider.close());

const db = {} as Executor; // the reader below is the only thing that would use it
const settings: SmsSettingsReader = async (_db, schoolId) =>
  schoolId === 1 ? { endpoint: `${provider.url}/send`, key: 'key-1', via: 'sms' } : null;

const out = (phone: string | null, schoolId = 1): Outgoing => ({
  deliveryId: 9,
  idempotencyKey: 'student_absent:4:2026-11-27:12:sms',
  schoolId,
  schoolName: 'Riverside',
  event: 'student_absent',
  to: { userId: 12, name: 'Grace', email: null, phone, locale: 'en' },
  subject: 'Amara was absent today',
  text: 'Dear Grace,\nAmara was marked absent today.',
  html: '',
  body: 'Amara was marked absent today.',
  link: 'http://riverside.localhost:3000/guardian/attendance',
  unsubscribeUrl: 'http://riverside.localhost:3000/api/notifications/unsubscribe?token=t',
  attachments: [],
});

test("sends the message to the recipient's number in E.164 through the school's provider", async () => {
  const channel = smsChannel(settings);
  await expect(channel.send(db, out('+44 (0)7700 900-123'))).resolves.toEqual({ providerId: '77' });
  const [arrived] = provider.received.slice(-1);
  expect(arrived?.path).toBe('/send');
  expect(arrived?.headers.authorization).toBe('Bearer key-1');
  expect(arrived?.headers['idempotency-key']).toBe('student_absent:4:2026-11-27:12:sms');
  expect(JSON.parse(arrived!.body.toString())).toEqual({
    to: '+447700900123',
    text: 'Amara was marked absent today.\nhttp://riverside.localhost:3000/guardian/attendance',
    channel: 'sms',
  });
});

test.each([
  [null, 1, 'the recipient has no phone number'],
  ['07700 900123', 1, 'the phone number has no country code (write it as +country code number)'],
  ['+44 7700 900123', 2, 'no SMS provider is set in the notification settings'],
])('%j (school %i) fails at once, nothing sent: %s', async (phone, school, reason) => {
  const before = provider.received.length;
  const error = await smsChannel(settings)
    .send(db, out(phone, school))
    .catch((e: unknown) => e);
  expect(isPermanentFailure(error)).toBe(true);
  expect((error as Error).message).toBe(reason);
  expect(provider.received).toHaveLength(before);
});

test('the text is the message alone when there is no screen to open', () => {
  expect(smsText({ body: 'Payslip ready.', link: null })).toBe('Payslip ready.');
});
