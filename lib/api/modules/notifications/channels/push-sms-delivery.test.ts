/**
 * Push and SMS through the whole path: notify() in a transaction, the `notification-deliver`
 * jobs run by drainJobs(), the channels sending over real HTTP to a stand-in push service and
 * SMS provider (node:http in this process), the delivery log recording what happened.
 */
import { eq, sql } from 'drizzle-orm';
import { drainJobs } from '../../../../jobs';
import { jobs } from '../../../../db/schema/jobs';
import { guardianProfiles } from '../../../../db/schema/people';
import { admin, type As } from '../../academics/test-support/factories';
import { startTestApi, TEST_SESSION_SECRET, type TestApi } from '../../../test-support/harness';
import { setDeliveryConfig } from '../delivery-config';
import type { Notice } from '../index';
import { deliverQueue } from '../queue';
import {
  deliveriesWithKey,
  notifyNow as notifyWith,
  schoolIdOf,
  userIdOf,
} from '../test-support/inbox';
import { browserKeys, startReceiver, type Receiver } from '../test-support/push-sms-receivers';

let t: TestApi;
let sms: Receiver;
let pushService: Receiver;
let riverside: As;
let guardian: As;
let schoolId: number;
let guardianId: number;
const browser = browserKeys();

beforeAll(async () => {
  [t, sms, pushService] = await Promise.all([
    startTestApi(),
    startReceiver(200, JSON.stringify({ id: 'prov-1' })),
    startReceiver(),
  ]);
  setDeliveryConfig({
    mailFrom: 'Riverside <no-reply@schola.test>',
    appHost: 'schola.test',
    appProtocol: 'https',
    sessionSecret: TEST_SESSION_SECRET,
  });
  riverside = await admin(t, 'riverside');
  schoolId = await schoolIdOf(t, riverside);
  guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  guardianId = await userIdOf(t, guardian);
  const settings = await t.call('PUT', '/api/notification-settings', {
    ...riverside,
    body: { sms_endpoint: `${sms.url}/v1/messages`, sms_key: 'sk_test_riverside' },
  });
  expect(settings.status).toBe(200);
  await setGuardianPhone('+44 (0)7700 900-123');
  const chosen = await t.call('PUT', '/api/me/notification-preferences', {
    ...guardian,
    body: { preferences: [{ event: 'student_absent', channels: ['push', 'sms'] }] },
  });
  expect(chosen.status).toBe(200);
  const device = await t.call('POST', '/api/me/push-subscriptions', {
    ...guardian,
    body: { endpoint: `${pushService.url}/push/guardian-phone`, keys: browser.keys },
  });
  expect(device.status).toBe(200);
});
afterAll(async () => {
  setDeliveryConfig(undefined);
  await Promise.all([sms.close(), pushService.close()]);
  await t.close();
});

/** The guardian's number as the school typed it (the structure seed gives them no profile). */
async function setGuardianPhone(phone: string) {
  await t.handle.db
    .insert(guardianProfiles)
    .values({ schoolId, userId: guardianId, phone })
    .onConflictDoUpdate({
      target: [guardianProfiles.schoolId, guardianProfiles.userId],
      set: { phone },
    });
}

let counter = 0;
const absence = (recipients: number[]): Notice => ({
  schoolId,
  event: 'student_absent',
  key: `student_absent:push-sms-${++counter}:2026-11-27`,
  recipients,
  params: { student: 'Amira Haddad', date: '27/11/2026', class_section: 'Grade 5 - A' },
  link: '/guardian/attendance',
});

const notifyNow = (notice: Notice) => notifyWith(t, notice);

const deliveriesOf = (key: string) => deliveriesWithKey(t, schoolId, key);

const byChannel = async (key: string, channel: string) =>
  (await deliveriesOf(key)).find((d) => d.channel === channel);

/** A new absence whose first SMS the provider refuses with 503; the notice and the count before. */
async function refusedOnce() {
  const notice = absence([guardianId]);
  await notifyNow(notice);
  const before = sms.received.length;
  sms.answers.push(503);
  await drainJobs({ queue: deliverQueue.name });
  return { notice, before };
}

test('an SMS refused with 503 is retried and sent once; nothing is sent again after that', async () => {
  const { notice, before } = await refusedOnce();
  let text = await byChannel(notice.key, 'sms');
  expect([text?.state, text?.attempts]).toEqual(['queued', 1]);
  expect(text?.lastError).toMatch(/^the SMS provider answered 503/);

  // The backoff passes: the retry falls due and the provider takes it.
  await t.handle.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.key, text?.idempotencyKey ?? ''));
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(1);
  text = await byChannel(notice.key, 'sms');
  expect([text?.state, text?.attempts, text?.providerId]).toEqual(['sent', 2, 'prov-1']);

  const sent = sms.received.slice(before);
  expect(sent).toHaveLength(2);
  for (const message of sent) {
    expect(message.path).toBe('/v1/messages');
    expect(message.headers.authorization).toBe('Bearer sk_test_riverside');
    expect(message.headers['idempotency-key']).toBe(text?.idempotencyKey);
  }
  const body = JSON.parse(sent[1]!.body.toString());
  expect(body).toMatchObject({ to: '+447700900123', channel: 'sms' });
  expect(body.text).toContain('Amira Haddad');
  expect(body.text).toMatch(/\nhttps:\/\/riverside\.schola\.test\/guardian\/attendance$/);

  // The job is done, and the same occurrence notified again reaches nobody twice.
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(0);
  await notifyNow(notice);
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(0);
  expect(sms.received).toHaveLength(before + 2);
});

test("the push reaches the guardian's browser with the notice, and the log says sent", async () => {
  const notice = absence([guardianId]);
  const before = pushService.received.length;
  await notifyNow(notice);
  await drainJobs({ queue: deliverQueue.name });
  const push = await byChannel(notice.key, 'push');
  expect(push?.state).toBe('sent');
  expect(push?.providerId).toMatch(/^\/messages\/\d+$/);
  const arrived = pushService.received.slice(before);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]?.headers.ttl).toBe('86400');
  const shown = JSON.parse(browser.decrypt(arrived[0]!.body));
  expect(shown.title).toContain('Amira Haddad');
  expect(shown.body).toContain('Amira Haddad');
  expect(shown.link).toBe('https://riverside.schola.test/guardian/attendance');
});

test('a number without its country code fails at once; a provider refusing the number with 4xx bounces', async () => {
  await setGuardianPhone('07700 900123');
  const local = absence([guardianId]);
  await notifyNow(local);
  await drainJobs({ queue: deliverQueue.name });
  const unreachable = await byChannel(local.key, 'sms');
  expect([unreachable?.state, unreachable?.attempts, unreachable?.lastError]).toEqual([
    'failed',
    1,
    'the phone number has no country code (write it as +country code number)',
  ]);

  await setGuardianPhone('+44 7700 900123');
  const refused = absence([guardianId]);
  await notifyNow(refused);
  sms.answers.push(422);
  await drainJobs({ queue: deliverQueue.name });
  const text = await byChannel(refused.key, 'sms');
  expect([text?.state, text?.attempts]).toEqual(['bounced', 1]);
  expect(text?.lastError).toMatch(/^the SMS provider answered 422/);
  // Nothing is left to retry.
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(0);
});

test('a school that chose WhatsApp has the provider told so; SMS again when it switches back', async () => {
  const viaOf = async () => {
    const notice = absence([guardianId]);
    const before = sms.received.length;
    await notifyNow(notice);
    await drainJobs({ queue: deliverQueue.name });
    expect((await byChannel(notice.key, 'sms'))?.state).toBe('sent');
    const sent = sms.received.slice(before);
    expect(sent).toHaveLength(1);
    return JSON.parse(sent[0]!.body.toString()).channel;
  };
  const choose = async (sms_via: string) => {
    const res = await t.call('PUT', '/api/notification-settings', {
      ...riverside,
      body: { sms_via },
    });
    expect([res.status, res.body.data?.sms_via]).toEqual([200, sms_via]);
  };
  await choose('whatsapp');
  const read = await t.call('GET', '/api/notification-settings', riverside);
  expect(read.body.data).toMatchObject({ sms_via: 'whatsapp', sms_key_set: true });
  expect(await viaOf()).toBe('whatsapp');
  await choose('sms');
  expect(await viaOf()).toBe('sms');

  const wrong = await t.call('PUT', '/api/notification-settings', {
    ...riverside,
    body: { sms_via: 'pigeon' },
  });
  expect(wrong.status).toBe(422);
  expect(JSON.stringify(wrong.body)).toContain('sms_via');
});

test('an SMS that died (the provider refusing every attempt) is in the failed-for-good log with its dead job, and a retry sends it', async () => {
  const { notice, before } = await refusedOnce();
  let text = await byChannel(notice.key, 'sms');
  // Its last attempt falls due (the backoff skipped ahead) and is refused again: dead.
  await t.handle.db
    .update(jobs)
    .set({ attempt: 4, runAt: sql`now()` })
    .where(eq(jobs.key, text?.idempotencyKey ?? ''));
  sms.answers.push(503);
  await drainJobs({ queue: deliverQueue.name });
  text = await byChannel(notice.key, 'sms');
  expect(text?.state).toBe('failed');

  const dead = await t.call('GET', `/api/notification-log?state=dead&channel=sms`, riverside);
  expect(dead.status).toBe(200);
  const row = dead.body.data.find((r: { id: number }) => r.id === text?.id);
  expect(row).toMatchObject({ state: 'failed', job_state: 'dead' });
  expect(typeof row.job_id).toBe('number');
  expect(
    dead.body.data.every((r: { state: string }) => ['failed', 'bounced'].includes(r.state)),
  ).toBe(true);

  const retried = await t.call('POST', `/api/notification-log/${text?.id}/retry`, riverside);
  expect(retried.status).toBe(200);
  expect(retried.body.data).toMatchObject({ id: text?.id, state: 'queued', job_state: 'queued' });
  expect(retried.body.message).toBe('The message will be sent again now.');
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(1);
  text = await byChannel(notice.key, 'sms');
  expect(text?.state).toBe('sent');
  expect(sms.received.slice(before)).toHaveLength(3);
  expect(sms.received.at(-1)?.headers['idempotency-key']).toBe(text?.idempotencyKey);

  // Sent now: nothing to retry, said in words; another school's delivery is not found.
  const again = await t.call('POST', `/api/notification-log/${text?.id}/retry`, riverside);
  expect([again.status, again.body.message]).toEqual([
    409,
    'Only a delivery that failed or bounced can be sent again.',
  ]);
  const audit = await t.call('GET', '/api/audit-log?entity=notification-deliveries', riverside);
  expect(audit.body.data.map((r: { action: string }) => r.action)).toContain('run');
});

test('a bounced SMS is retried from the log after its job was pruned: a new job sends it', async () => {
  const notice = absence([guardianId]);
  await notifyNow(notice);
  sms.answers.push(404);
  await drainJobs({ queue: deliverQueue.name });
  let text = await byChannel(notice.key, 'sms');
  expect(text?.state).toBe('bounced');
  await t.handle.db.delete(jobs).where(eq(jobs.key, text?.idempotencyKey ?? ''));
  const retried = await t.call('POST', `/api/notification-log/${text?.id}/retry`, riverside);
  expect(retried.body.data).toMatchObject({ state: 'queued', job_state: 'queued' });
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(1);
  text = await byChannel(notice.key, 'sms');
  expect(text?.state).toBe('sent');
});
