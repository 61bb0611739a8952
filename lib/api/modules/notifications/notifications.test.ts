/**
 * Notifications through the API, without the queue: a user's own list behind the bell, the
 * school's settings, a user's channel choices, the delivery log and its CSV, the unsubscribe
 * link; each another school's or another user's is 404 or absent.
 */
import { notificationDeliveries } from '../../../db/schema/notifications';
import { admin, type As } from '../academics/test-support/factories';
import { startTestApi, TEST_SESSION_SECRET, type TestApi } from '../../test-support/harness';
import { setDeliveryConfig } from './delivery-config';
import { inAppNotice, schoolIdOf, userIdOf } from './test-support/inbox';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApi;
let riverside: As;
let hillcrest: As;
let guardian: As;
let teacher: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
  hillcrest = await admin(t, 'hillcrest');
  guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  teacher = { token: await t.login('teacher@riverside.test'), school: 'riverside' };
  setDeliveryConfig({
    mailFrom: 'Schola <no-reply@schola.test>',
    appHost: 'schola.test',
    appProtocol: 'https',
    sessionSecret: TEST_SESSION_SECRET,
  });
});
afterAll(async () => {
  setDeliveryConfig(undefined);
  await t.close();
});

describe('the bell: a user’s own notifications', () => {
  test('listed newest first with the unread count; read one, then all', async () => {
    const first = await inAppNotice(t, guardian, 'First');
    const second = await inAppNotice(t, guardian, 'Second');
    await inAppNotice(t, teacher, 'For the teacher');
    const list = await t.call('GET', '/api/notifications', guardian);
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { title: string }) => r.title)).toEqual(['Second', 'First']);
    expect(list.body.unread).toBe(2);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(
      ['body', 'created_at', 'event', 'id', 'link', 'read_at', 'title'].sort(),
    );
    const read = await t.call('POST', `/api/notifications/${first}/read`, guardian);
    expect([read.status, read.body.data.unread]).toEqual([200, 1]);
    const unread = await t.call('GET', '/api/notifications?unread=true', guardian);
    expect(unread.body.data.map((r: { id: number }) => r.id)).toEqual([second]);
    expect((await t.call('POST', '/api/notifications/read-all', guardian)).status).toBe(200);
    expect((await t.call('GET', '/api/notifications', guardian)).body.unread).toBe(0);
  });

  test("another user's or another school's notification is 404", async () => {
    const teachers = await inAppNotice(t, teacher);
    expect((await t.call('POST', `/api/notifications/${teachers}/read`, guardian)).status).toBe(
      404,
    );
    expect((await t.call('POST', `/api/notifications/${teachers}/read`, hillcrest)).status).toBe(
      404,
    );
    const theirs = await t.call('GET', '/api/notifications?per_page=100', hillcrest);
    expect(theirs.body.data.map((r: { id: number }) => r.id)).not.toContain(teachers);
    const bad = await t.call('GET', '/api/notifications?unread=maybe', guardian);
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['unread']]);
  });
});

describe('the school’s settings', () => {
  test('defaults; a change is kept, audited, and the SMS key never answered', async () => {
    const before = await t.call('GET', '/api/notification-settings', riverside);
    expect(before.body.data).toMatchObject({
      due_soon_days: 3,
      overdue_days: 1,
      quiet_start: null,
      sms_key_set: false,
    });
    expect(before.body.data.events.student_absent).toBe(true);
    const put = await t.call('PUT', '/api/notification-settings', {
      ...riverside,
      body: {
        events: { student_late: false },
        quiet_start: '21:00',
        quiet_end: '07:00',
        due_soon_days: 5,
        sms_endpoint: 'https://sms.example.test/send',
        sms_key: 'secret-key-123',
      },
    });
    expect(put.status).toBe(200);
    const after = await t.call('GET', '/api/notification-settings', riverside);
    expect(after.body.data).toMatchObject({
      due_soon_days: 5,
      quiet_start: '21:00',
      quiet_end: '07:00',
      sms_endpoint: 'https://sms.example.test/send',
      sms_key_set: true,
    });
    expect(after.body.data.events).toMatchObject({ student_late: false, student_absent: true });
    expect(JSON.stringify(after.body)).not.toContain('secret-key-123');
    const log = await t.call('GET', '/api/audit-log?entity=notification-settings', riverside);
    expect(log.body.data).toHaveLength(1);
    expect(JSON.stringify(log.body.data)).not.toContain('secret-key-123');
    // Hillcrest's are its own.
    const theirs = await t.call('GET', '/api/notification-settings', hillcrest);
    expect(theirs.body.data.quiet_start).toBeNull();
  });

  test('bad input names its field; a teacher may not read them', async () => {
    const put = (body: object) =>
      t.call('PUT', '/api/notification-settings', { ...riverside, body });
    const late = await put({ quiet_start: '25:00', quiet_end: '07:00' });
    expect([late.status, Object.keys(late.body.errors)]).toEqual([422, ['quiet_start']]);
    const half = await put({ quiet_start: '22:00', quiet_end: null });
    expect([half.status, Object.keys(half.body.errors)]).toEqual([422, ['quiet_end']]);
    const days = await put({ due_soon_days: 99 });
    expect([days.status, Object.keys(days.body.errors)]).toEqual([422, ['due_soon_days']]);
    const event = await put({ events: { nonsense: true } });
    expect(event.status).toBe(422);
    expect((await t.call('GET', '/api/notification-settings', teacher)).status).toBe(403);
  });
});

describe('a user’s channel choices', () => {
  test('defaults per event, a change kept and audited, bad input refused', async () => {
    const mine = await t.call('GET', '/api/me/notification-preferences', guardian);
    const absent = mine.body.data.find((r: { event: string }) => r.event === 'student_absent');
    expect(absent).toMatchObject({ channels: ['in_app', 'email'], enabled_by_school: true });
    const put = await t.call('PUT', '/api/me/notification-preferences', {
      ...guardian,
      body: { preferences: [{ event: 'student_absent', channels: ['in_app'] }] },
    });
    expect(put.status).toBe(200);
    const changed = put.body.data.find((r: { event: string }) => r.event === 'student_absent');
    expect(changed.channels).toEqual(['in_app']);
    const log = await t.call('GET', '/api/audit-log?entity=notification-preferences', riverside);
    expect(log.body.data[0]).toMatchObject({
      action: 'update',
      user_id: await userIdOf(t, guardian),
    });
    const bad = await t.call('PUT', '/api/me/notification-preferences', {
      ...guardian,
      body: { preferences: [{ event: 'student_absent', channels: ['pigeon'] }] },
    });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['preferences.0.channels.0']]);
  });
});

describe('the delivery log', () => {
  test('filtered by recipient, exported as CSV; another school sees none of it', async () => {
    const schoolId = await schoolIdOf(t, riverside);
    const guardianId = await userIdOf(t, guardian);
    const teacherId = await userIdOf(t, teacher);
    await t.handle.db.insert(notificationDeliveries).values([
      {
        schoolId,
        event: 'student_absent',
        eventKey: 'student_absent:1:2026-11-27',
        recipientUserId: guardianId,
        channel: 'email',
        state: 'failed',
        attempts: 5,
        lastError: '550 no such mailbox',
        idempotencyKey: `student_absent:1:2026-11-27:${guardianId}:email`,
      },
      {
        schoolId,
        event: 'leave_applied',
        eventKey: 'leave_applied:9',
        recipientUserId: teacherId,
        channel: 'in_app',
        state: 'sent',
        attempts: 1,
        idempotencyKey: `leave_applied:9:${teacherId}:in_app`,
      },
    ]);
    const theirs = await t.call(
      'GET',
      `/api/notification-log?recipient_user_id=${guardianId}`,
      riverside,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toHaveLength(1);
    expect(theirs.body.data[0]).toMatchObject({
      event: 'student_absent',
      state: 'failed',
      attempts: 5,
      last_error: '550 no such mailbox',
      recipient_name: expect.any(String),
    });
    const failed = await t.call(
      'GET',
      '/api/notification-log?state=failed&channel=email',
      riverside,
    );
    expect(failed.body.data.map((r: { recipient_user_id: number }) => r.recipient_user_id)).toEqual(
      [guardianId],
    );
    const csv = await t.call('GET', '/api/notification-log?format=csv', riverside);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('550 no such mailbox');
    expect(csv.body).toContain('leave_applied');
    const other = await t.call('GET', '/api/notification-log', hillcrest);
    expect(other.body.data.map((r: { event_key: string }) => r.event_key)).not.toContain(
      'student_absent:1:2026-11-27',
    );
    const bad = await t.call('GET', '/api/notification-log?state=lost', riverside);
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([422, ['state']]);
    const range = await t.call(
      'GET',
      '/api/notification-log?from=2026-11-28&to=2026-11-01',
      riverside,
    );
    expect([range.status, Object.keys(range.body.errors)]).toEqual([422, ['to']]);
    expect((await t.call('GET', '/api/notification-log', teacher)).status).toBe(403);
  });
});

describe('the unsubscribe link', () => {
  test('the page asks; the one-click POST turns that e-mail off; a forged token is 404', async () => {
    const schoolId = await schoolIdOf(t, riverside);
    const userId = await userIdOf(t, guardian);
    const token = unsubscribeToken(TEST_SESSION_SECRET, { schoolId, userId, event: 'fee_overdue' });
    const channels = async () =>
      (await t.call('GET', '/api/me/notification-preferences', guardian)).body.data.find(
        (r: { event: string }) => r.event === 'fee_overdue',
      ).channels;
    const page = await t.call('GET', `/api/notifications/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(await channels()).toEqual(['in_app', 'email']);
    const post = await t.call('POST', `/api/notifications/unsubscribe?token=${token}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(200);
    expect(await channels()).toEqual(['in_app']);
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await t.call('POST', `/api/notifications/unsubscribe?token=${forged}`)).status).toBe(
      404,
    );
    const otherUser = unsubscribeToken('another-secret', {
      schoolId,
      userId,
      event: 'fee_overdue',
    });
    expect((await t.call('GET', `/api/notifications/unsubscribe?token=${otherUser}`)).status).toBe(
      404,
    );
  });
});
