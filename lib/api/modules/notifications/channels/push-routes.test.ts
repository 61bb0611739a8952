import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../../../test-support/harness';
import type { Outgoing } from '../index';
import { browserKeys, startReceiver, type Receiver } from '../test-support/push-sms-receivers';
import { pushChannel } from './push-channel';
import { isPermanentFailure } from './push-sms-failures';

let t: TestApi;
let service: Receiver;
beforeAll(async () => {
  [t, service] = await Promise.all([startTestApi(), startReceiver()]);
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const as = async (email: string) => ({
  token: await t.login(email),
  school: email.split('@')[1]!.split('.')[0]!,
});
type As = Awaited<ReturnType<typeof as>>;

let devices = 0;
/** A new browser's subscription on the stand-in push service. */
function device() {
  const browser = browserKeys();
  const endpoint = `${service.url}/push/device-${++devices}`;
  return { browser, body: { endpoint, expirationTime: null, keys: browser.keys } };
}

const subscribe = (who: As, body: unknown) =>
  t.call('POST', '/api/me/push-subscriptions', { ...who, body });
const unsubscribe = (who: As, endpoint: string) =>
  t.call('DELETE', '/api/me/push-subscriptions', { ...who, body: { endpoint } });

/** The rows of a raw statement: the database handle's type does not know their shape. */
async function rowsOf<R>(statement: ReturnType<typeof sql>): Promise<R[]> {
  return ((await t.handle.db.execute(statement)) as { rows: R[] }).rows;
}

const subscriptionsAt = (endpoint: string) =>
  rowsOf<{ school_id: number; user_id: number }>(
    sql`select school_id, user_id from push_subscriptions where endpoint = ${endpoint} order by school_id`,
  );

async function userIdOf(email: string): Promise<number> {
  const rows = await rowsOf<{ id: number }>(sql`select id from users where email = ${email}`);
  return rows[0]!.id;
}

describe('GET /api/me/push/public-key', () => {
  test("answers the deployment's one key to every signed-in user, of any school", async () => {
    const guardian = await t.call(
      'GET',
      '/api/me/push/public-key',
      await as('guardian@riverside.test'),
    );
    const admin = await t.call('GET', '/api/me/push/public-key', await as('admin@hillcrest.test'));
    expect(guardian.status).toBe(200);
    const key: string = guardian.body.data.public_key;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(admin.body.data.public_key).toBe(key);
  });

  test('needs a session', async () => {
    const res = await t.call('GET', '/api/me/push/public-key', { school: 'riverside' });
    expect(res.status).toBe(401);
  });
});

describe('POST and DELETE /api/me/push-subscriptions', () => {
  test('keeps the subscription for the caller, audited without its secrets, and forgets it', async () => {
    const guardian = await as('guardian@riverside.test');
    const { body } = device();
    const created = await subscribe(guardian, body);
    expect(created.status).toBe(200);
    const id: number = created.body.data.id;
    expect(await subscriptionsAt(body.endpoint)).toEqual([
      { school_id: expect.any(Number), user_id: await userIdOf('guardian@riverside.test') },
    ]);
    // The same browser again (keys renewed): the same row.
    const again = await subscribe(guardian, { ...body, keys: device().browser.keys });
    expect(again.body.data.id).toBe(id);
    expect(await subscriptionsAt(body.endpoint)).toHaveLength(1);

    const removed = await unsubscribe(guardian, body.endpoint);
    expect(removed.status).toBe(200);
    expect(await subscriptionsAt(body.endpoint)).toEqual([]);
    expect((await unsubscribe(guardian, body.endpoint)).status).toBe(404);

    const rows = await rowsOf<{ action: string; after: unknown; before: unknown }>(
      sql`select action, after, before from audit_log
          where entity = 'push-subscriptions' and entity_id = ${id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.stringify(rows)).not.toContain(body.endpoint);
    expect(JSON.stringify(rows)).not.toContain(body.keys.auth);
  });

  test('another user of the school cannot remove it: 404, and it stays', async () => {
    const guardian = await as('guardian@riverside.test');
    const teacher = await as('teacher@riverside.test');
    const { body } = device();
    await subscribe(guardian, body);
    const refused = await unsubscribe(teacher, body.endpoint);
    expect(refused.status).toBe(404);
    expect(await subscriptionsAt(body.endpoint)).toHaveLength(1);
  });

  test("another school's user cannot remove it, and the same browser subscribed there is that school's own row", async () => {
    const riverside = await as('guardian@riverside.test');
    const hillcrest = await as('admin@hillcrest.test');
    const { body } = device();
    await subscribe(riverside, body);
    expect((await unsubscribe(hillcrest, body.endpoint)).status).toBe(404);
    // Riverside's token does not open Hillcrest's door.
    const crossed = await t.call('DELETE', '/api/me/push-subscriptions', {
      token: riverside.token,
      school: 'hillcrest',
      body: { endpoint: body.endpoint },
    });
    expect(crossed.status).toBe(401);
    expect(await subscriptionsAt(body.endpoint)).toHaveLength(1);
    await subscribe(hillcrest, body);
    const rows = await subscriptionsAt(body.endpoint);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.user_id).sort()).toEqual(
      [await userIdOf('guardian@riverside.test'), await userIdOf('admin@hillcrest.test')].sort(),
    );
    expect((await unsubscribe(hillcrest, body.endpoint)).status).toBe(200);
    expect(await subscriptionsAt(body.endpoint)).toHaveLength(1);
  });

  test('a browser signed in as someone else now is theirs', async () => {
    const guardian = await as('guardian@riverside.test');
    const teacher = await as('teacher@riverside.test');
    const { body } = device();
    await subscribe(guardian, body);
    await subscribe(teacher, body);
    expect(await subscriptionsAt(body.endpoint)).toEqual([
      { school_id: expect.any(Number), user_id: await userIdOf('teacher@riverside.test') },
    ]);
    expect((await unsubscribe(guardian, body.endpoint)).status).toBe(404);
  });

  test.each([
    [{}, 'endpoint', 'The endpoint is required.'],
    [
      { endpoint: 'http://push.example/x' },
      'endpoint',
      'The endpoint must be an https:// URL of a push service.',
    ],
    [
      { endpoint: 'ftp://push.example/x' },
      'endpoint',
      'The endpoint must be an https:// URL of a push service.',
    ],
    [{ endpoint: 'https://push.example/x' }, 'keys', 'The keys are required.'],
    [
      {
        endpoint: 'https://push.example/x',
        keys: { p256dh: 'abc', auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
      },
      'keys.p256dh',
      "The p256dh key must be the browser's 65-byte public key.",
    ],
    [
      {
        endpoint: 'https://push.example/x',
        keys: { p256dh: browserKeys().keys.p256dh, auth: 'short' },
      },
      'keys.auth',
      'The auth secret must be 16 bytes.',
    ],
  ])('422 names the field: %j', async (body, field, message) => {
    const res = await subscribe(await as('guardian@riverside.test'), body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ [field]: message });
  });
});

describe('the push channel', () => {
  async function outgoingTo(email: string): Promise<Outgoing> {
    const rows = await rowsOf<{ school_id: number; id: number }>(
      sql`select school_id, id from users where email = ${email}`,
    );
    const { school_id: schoolId, id: userId } = rows[0]!;
    return {
      deliveryId: 1,
      idempotencyKey: `test:${userId}:push`,
      schoolId,
      schoolName: 'Riverside',
      event: 'student_absent',
      to: { userId, name: 'Guardian', email, phone: null, locale: 'en' },
      subject: 'Amara was absent today',
      text: 'Dear Guardian,\nAmara was marked absent today.',
      html: '<p>Amara was marked absent today.</p>',
      body: 'Amara was marked absent today.',
      link: 'http://riverside.schola.test/guardian/attendance',
      unsubscribeUrl: 'http://riverside.schola.test/api/notifications/unsubscribe?token=x',
      attachments: [],
    };
  }

  test('reaches every device of the recipient; a device the service says is gone (410) is forgotten', async () => {
    const email = 'admin@riverside.test';
    const who = await as(email);
    const [kept, gone] = [device(), device()];
    await subscribe(who, kept.body);
    await subscribe(who, gone.body);
    const before = service.received.length;
    service.byPath[new URL(gone.body.endpoint).pathname] = 410;
    const result = await pushChannel.send(t.handle.db, await outgoingTo(email));
    expect(result.providerId).toMatch(/^\/messages\/\d+$/);
    const arrived = service.received.slice(before);
    expect(arrived.map((r) => r.path).sort()).toEqual(
      [new URL(kept.body.endpoint).pathname, new URL(gone.body.endpoint).pathname].sort(),
    );
    const toKept = arrived.find((r) => r.path === new URL(kept.body.endpoint).pathname)!;
    expect(toKept.headers.ttl).toBe('86400');
    expect(toKept.headers.urgency).toBe('high');
    expect(toKept.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.parse(kept.browser.decrypt(toKept.body))).toEqual({
      title: 'Amara was absent today',
      body: 'Amara was marked absent today.',
      link: 'http://riverside.schola.test/guardian/attendance',
    });
    expect(await subscriptionsAt(kept.body.endpoint)).toHaveLength(1);
    expect(await subscriptionsAt(gone.body.endpoint)).toEqual([]);
  });

  test('a recipient with no device fails at once, not to be retried', async () => {
    const out = await outgoingTo('accountant@riverside.test');
    const none = await pushChannel.send(t.handle.db, out).catch((e: unknown) => e);
    expect(isPermanentFailure(none)).toBe(true);
    expect((none as Error).message).toBe('the recipient has turned notifications on in no browser');
  });

  test('a 503 from the only device is thrown to be retried, and the device is kept', async () => {
    const email = 'teacher@riverside.test';
    const who = await as(email);
    const { body } = device();
    await subscribe(who, body);
    const rows = await rowsOf<{ endpoint: string }>(
      sql`select endpoint from push_subscriptions where user_id = ${await userIdOf(email)}`,
    );
    service.answers.push(...rows.map(() => 503));
    const error = await pushChannel
      .send(t.handle.db, await outgoingTo(email))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isPermanentFailure(error)).toBe(false);
    expect((error as Error).message).toMatch(/answered 503/);
    expect(await subscriptionsAt(body.endpoint)).toHaveLength(1);
  });
});
