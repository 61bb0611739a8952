import { startReceiver, type Receiver } from '../test-support/push-sms-receivers';
import { isPermanentFailure } from './push-sms-failures';
import { httpSmsProvider, judgeSmsAnswer } from './sms-provider';

let provider: Receiver;
beforeAll(async () => {
  provider = await startReceiver(200, JSON.stringify({ id: 'msg-81' }));
});
afterAll(() => provider.close());

const message = { to: '+447700900123', text: 'Amara was absent today', idempotencyKey: 'k-1' };

test('posts the message as JSON with the bearer key and the idempotency key', async () => {
  const sms = httpSmsProvider({
    endpoint: `${provider.url}/v1/messages`,
    key: 'sk_test_9',
    via: 'whatsapp',
  });
  await expect(sms.send(message)).resolves.toEqual({ providerId: 'msg-81' });
  const [arrived] = provider.received.slice(-1);
  expect(arrived?.path).toBe('/v1/messages');
  expect(arrived?.headers.authorization).toBe('Bearer sk_test_9');
  expect(arrived?.headers['idempotency-key']).toBe('k-1');
  expect(arrived?.headers['content-type']).toBe('application/json');
  expect(JSON.parse(arrived!.body.toString())).toEqual({
    to: '+447700900123',
    text: 'Amara was absent today',
    channel: 'whatsapp',
  });
});

test('a 5xx is thrown to be retried, a 4xx as a permanent failure', async () => {
  const sms = httpSmsProvider({ endpoint: provider.url, key: 'k', via: 'sms' });
  provider.answers.push(503);
  const retried = await sms.send(message).catch((e: unknown) => e);
  expect(retried).toBeInstanceOf(Error);
  expect(isPermanentFailure(retried)).toBe(false);
  expect((retried as Error).message).toMatch(/answered 503/);
  provider.answers.push(422);
  const refused = await sms.send(message).catch((e: unknown) => e);
  expect(isPermanentFailure(refused)).toBe(true);
  expect((refused as Error).message).toMatch(/answered 422: status 422/);
});

test('no answer in time is retried', async () => {
  provider.delayMs = 2000;
  try {
    const sms = httpSmsProvider({ endpoint: provider.url, key: 'k', via: 'sms', timeoutMs: 200 });
    const error = await sms.send(message).catch((e: unknown) => e);
    expect(isPermanentFailure(error)).toBe(false);
    expect((error as Error).message).toMatch(/no answer from the SMS provider/);
  } finally {
    provider.delayMs = 0;
  }
});

test.each([
  [200, 'sent'],
  [202, 'sent'],
  [400, 'refused'],
  [401, 'refused'],
  [404, 'refused'],
  [408, 'retry'],
  [429, 'retry'],
  [500, 'retry'],
  [502, 'retry'],
])('status %i: %s', (status, verdict) => {
  expect(judgeSmsAnswer(status)).toBe(verdict);
});
