import { createPublicKey, verify } from 'node:crypto';
import webpush from 'web-push';
import { browserKeys, startReceiver, type Receiver } from '../test-support/push-sms-receivers';
import { judgePushAnswer, MAX_BODY_CHARACTERS, pushPayload, sendPush } from './push-send';

let service: Receiver;
beforeAll(async () => {
  service = await startReceiver();
});
afterAll(() => service.close());

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:office@riverside.test' };

/** The VAPID header's JWT, checked against the public key it names (RFC 8292). */
function vapidClaims(authorization: string | undefined) {
  const found = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!found) throw new Error(`not a VAPID header: ${authorization}`);
  const [, token = '', key = ''] = found;
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header = '', claims = '', signature = ''] = token.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return { key, signed, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}

test('the push service receives the encrypted payload with the VAPID authorisation, TTL and urgency', async () => {
  const browser = browserKeys();
  const endpoint = `${service.url}/push/device-1`;
  const payload = pushPayload(
    'Amara was absent today',
    'Amara was marked absent in 5A.',
    '/guardian/attendance',
  );
  const outcome = await sendPush(vapid, { endpoint, ...browser.keys }, payload, {
    ttlSeconds: 86400,
    urgency: 'high',
  });
  expect(outcome).toEqual({ kind: 'sent', messageId: '/messages/1' });
  const [arrived] = service.received.slice(-1);
  expect(arrived?.path).toBe('/push/device-1');
  expect(arrived?.headers.ttl).toBe('86400');
  expect(arrived?.headers.urgency).toBe('high');
  expect(arrived?.headers['content-encoding']).toBe('aes128gcm');
  const jwt = vapidClaims(arrived?.headers.authorization);
  expect(jwt.signed).toBe(true);
  expect(jwt.key).toBe(vapid.publicKey);
  expect(jwt.claims).toMatchObject({ aud: service.url, sub: 'mailto:office@riverside.test' });
  expect(jwt.claims.exp * 1000).toBeGreaterThan(Date.now());
  // Only the browser's keys open it, and it says what the notification shows.
  expect(arrived?.body.toString('utf8')).not.toContain('absent');
  expect(JSON.parse(browser.decrypt(arrived!.body))).toEqual({
    title: 'Amara was absent today',
    body: 'Amara was marked absent in 5A.',
    link: '/guardian/attendance',
  });
});

test.each([
  [410, 'gone'],
  [404, 'gone'],
  [403, 'refused'],
  [413, 'refused'],
  [429, 'retry'],
  [503, 'retry'],
])('an answer %i means %s', async (status, kind) => {
  service.answers.push(status);
  const outcome = await sendPush(
    vapid,
    { endpoint: `${service.url}/push/x`, ...browserKeys().keys },
    pushPayload('t', 'b', null),
    {
      ttlSeconds: 60,
      urgency: 'normal',
    },
  );
  expect(outcome.kind).toBe(kind);
});

test('no answer in time is worth another attempt', async () => {
  service.delayMs = 2000;
  try {
    const outcome = await sendPush(
      vapid,
      { endpoint: `${service.url}/push/slow`, ...browserKeys().keys },
      pushPayload('t', 'b', null),
      { ttlSeconds: 60, urgency: 'normal', timeoutMs: 200 },
    );
    expect(outcome).toMatchObject({ kind: 'retry', reason: expect.stringMatching(/no answer/) });
  } finally {
    service.delayMs = 0;
  }
});

test('judging answers and cutting long bodies (pure)', () => {
  expect(judgePushAnswer(201, '/m/1')).toEqual({ kind: 'sent', messageId: '/m/1' });
  expect(judgePushAnswer(202, null)).toEqual({ kind: 'sent', messageId: null });
  expect(judgePushAnswer(400, null).kind).toBe('refused');
  const long = pushPayload('t', 'x'.repeat(5000), null);
  expect(long.body).toHaveLength(MAX_BODY_CHARACTERS);
  expect(long.body.endsWith('…')).toBe(true);
  expect(pushPayload('t', 'short', '/x').body).toBe('short');
});
