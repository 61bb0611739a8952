import webpush from 'web-push';
import { parseConfig } from './env';
import { vapidEnvironment } from './vapid';

const pair = webpush.generateVAPIDKeys();

test('unset or empty: nothing set, the deployment keeps its own keys', () => {
  expect(vapidEnvironment({})).toEqual({ ok: {} });
  expect(vapidEnvironment({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: ' ' })).toEqual({ ok: {} });
});

test('a whole pair and a subject are taken', () => {
  const env = {
    VAPID_PUBLIC_KEY: pair.publicKey,
    VAPID_PRIVATE_KEY: pair.privateKey,
    VAPID_SUBJECT: 'https://schola.example',
  };
  expect(vapidEnvironment(env)).toEqual({
    ok: {
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      subject: 'https://schola.example',
    },
  });
});

test.each([
  [
    { VAPID_PUBLIC_KEY: pair.publicKey },
    'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither',
  ],
  [
    { VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey },
    'VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key, 65 bytes in base64url',
  ],
  [
    { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: 'not base64url!' },
    'VAPID_PRIVATE_KEY: must be a P-256 private key, 32 bytes in base64url',
  ],
  [
    { VAPID_SUBJECT: 'http://schola.example' },
    'VAPID_SUBJECT: must be a mailto: address or an https:// URL',
  ],
])('%j is refused at start-up by name', (env, problem) => {
  expect(vapidEnvironment(env)).toEqual({ problems: [problem] });
  expect(() => parseConfig({ DATA_DIR: '/tmp/schola-vapid-test', ...env })).toThrow(problem);
});
