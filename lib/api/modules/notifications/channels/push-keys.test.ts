import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { startTestApi, type TestApi } from '../../../test-support/harness';
import { readVapidKeys, subjectFromMailFrom, vapidKeys } from './push-keys';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: false });
});
afterAll(() => t.close());

test('generated once and kept: processes starting together all get the one stored pair', async () => {
  const db = t.handle.db;
  const [a, b, c] = await Promise.all([
    readVapidKeys(db, {}),
    readVapidKeys(db, {}),
    readVapidKeys(db, {}),
  ]);
  expect(b).toEqual(a);
  expect(c).toEqual(a);
  expect(Buffer.from(a!.publicKey, 'base64url')).toHaveLength(65);
  expect(await vapidKeys(db, {})).toEqual(a);
  const counted = (await db.execute(sql`select count(*)::int as n from push_vapid_keys`)) as {
    rows: { n: number }[];
  };
  expect(counted.rows[0]?.n).toBe(1);
});

test("the provider's variables win over the stored pair; the subject defaults to MAIL_FROM's address", async () => {
  const set = webpush.generateVAPIDKeys();
  const keys = await readVapidKeys(t.handle.db, {
    VAPID_PUBLIC_KEY: set.publicKey,
    VAPID_PRIVATE_KEY: set.privateKey,
    MAIL_FROM: 'Riverside Office <office@riverside.example>',
  });
  expect(keys).toEqual({ ...set, subject: 'mailto:office@riverside.example' });
  expect(subjectFromMailFrom('no-reply@schola.example')).toBe('mailto:no-reply@schola.example');
  expect(
    (await readVapidKeys(t.handle.db, { VAPID_SUBJECT: 'https://schola.example' })).subject,
  ).toBe('https://schola.example');
});
