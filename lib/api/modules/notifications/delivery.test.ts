/**
 * Delivery with real parts: notify() in a transaction, the queue's jobs run by drainJobs(), the
 * e-mail channel sending through nodemailer to an SMTP server in this process, mailparser
 * reading what arrived. Checked: the recipient's language (an Arabic-reading guardian gets
 * Arabic), the plain-text part, the one-click unsubscribe headers, an attachment from a
 * registered renderer, once per key and recipient, quiet hours, a switched-off event, a
 * refused message retried then failed, a job run twice sending once, and the unsubscribe link.
 */
import { and, eq, sql } from 'drizzle-orm';
import { timeInZone } from '../../../calendar/instants';
import { drainJobs } from '../../../jobs';
import { jobs } from '../../../db/schema/jobs';
import { notificationDeliveries, notifications } from '../../../db/schema/notifications';
import { users } from '../../../db/schema/identity';
import { admin, type As } from '../academics/test-support/factories';
import { startTestApi, TEST_SESSION_SECRET, type TestApi } from '../../test-support/harness';
import { setDeliveryConfig } from './delivery-config';
import { notifyMany, registerAttachment, type Notice } from './index';
import { deliverQueue } from './queue';
import type { ParsedMail } from 'mailparser';
import { startMailServer, type MailServer } from './test-support/mail-server';
import {
  deliveriesWithKey,
  notifyNow as notifyWith,
  schoolIdOf,
  userIdOf,
} from './test-support/inbox';

let t: TestApi;
let mail: MailServer;
let riverside: As;
let schoolId: number;
let arabic: number; // the demo guardian, reading Arabic
let english: number; // the demo teacher
let hillcrestUser: number;

beforeAll(async () => {
  t = await startTestApi();
  mail = await startMailServer();
  setDeliveryConfig({
    smtpUrl: mail.url,
    mailFrom: 'Riverside <no-reply@schola.test>',
    appHost: 'schola.test',
    appProtocol: 'https',
    sessionSecret: TEST_SESSION_SECRET,
  });
  riverside = await admin(t, 'riverside');
  schoolId = await schoolIdOf(t, riverside);
  const guardian = { token: await t.login('guardian@riverside.test'), school: 'riverside' };
  arabic = await userIdOf(t, guardian);
  await t.handle.db.update(users).set({ locale: 'ar' }).where(eq(users.id, arabic));
  english = await userIdOf(t, {
    token: await t.login('teacher@riverside.test'),
    school: 'riverside',
  });
  hillcrestUser = await userIdOf(t, await admin(t, 'hillcrest'));
  registerAttachment('fee-receipt', async (_db, school, id) => ({
    filename: `receipt-${school}-${id}.pdf`,
    content: Buffer.from('%PDF-1.4 test receipt'),
    contentType: 'application/pdf',
  }));
});
afterAll(async () => {
  setDeliveryConfig(undefined);
  await mail.close();
  await t.close();
});

let counter = 0;
const absence = (recipients: number[], extra: Partial<Notice> = {}): Notice => ({
  schoolId,
  event: 'student_absent',
  key: `student_absent:${++counter}:2026-11-27`,
  recipients,
  params: { student: 'Amira Haddad', date: '27/11/2026', class_section: 'Grade 5 - A' },
  link: '/guardian/attendance',
  ...extra,
});

/** notify() in its own transaction, as an event's module calls it. */
const notifyNow = (notice: Notice) => notifyWith(t, notice);

const deliveriesOf = (key: string) => deliveriesWithKey(t, schoolId, key);

const mailTo = (address: string) =>
  mail.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);

/** A header as sent (mailparser folds the List-* headers into one structured `list` value). */
const rawHeader = (m: ParsedMail | undefined, name: string) =>
  m?.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '') ?? '';

const emailOf = async (userId: number) => {
  const [row] = await t.handle.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row?.email ?? '';
};

test('an absence reaches each guardian once, in their language, with the unsubscribe headers', async () => {
  const notice = absence([arabic, english, hillcrestUser]);
  await notifyNow(notice);
  await notifyNow(notice); // a register saved twice: the same occurrence
  const rows = await deliveriesOf(notice.key);
  expect(rows.map((r) => [r.recipientUserId, r.channel, r.state])).toEqual([
    [arabic, 'in_app', 'queued'],
    [arabic, 'email', 'queued'],
    [english, 'in_app', 'queued'],
    [english, 'email', 'queued'],
  ]); // another school's user is no recipient
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(4);
  expect((await deliveriesOf(notice.key)).map((r) => r.state)).toEqual([
    'sent',
    'sent',
    'sent',
    'sent',
  ]);

  const [inArabic, ...more] = mailTo(await emailOf(arabic));
  expect(more).toHaveLength(0);
  expect(inArabic?.subject).toBe('تغيّب Amira Haddad يوم 27/11/2026');
  expect(inArabic?.text).toContain('سُجّل Amira Haddad (Grade 5 - A) غائبًا يوم 27/11/2026.');
  expect(inArabic?.text).toContain('https://riverside.schola.test/guardian/attendance');
  expect(inArabic?.html).toContain('dir="rtl"');
  expect(inArabic?.html).toContain('Riverside Academy');
  const unsubscribe = rawHeader(inArabic, 'list-unsubscribe');
  expect(unsubscribe).toMatch(
    /https:\/\/riverside\.schola\.test\/api\/notifications\/unsubscribe\?token=/,
  );
  expect(rawHeader(inArabic, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(inArabic?.messageId).toMatch(new RegExp(`^<n${schoolId}\\.[0-9a-f]{32}@schola\\.test>$`));
  const [inEnglish] = mailTo(await emailOf(english));
  expect(inEnglish?.subject).toBe('Amira Haddad was absent on 27/11/2026');

  const [bell] = await t.handle.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, arabic),
        eq(notifications.body, 'سُجّل Amira Haddad (Grade 5 - A) غائبًا يوم 27/11/2026.'),
      ),
    );
  expect(bell).toMatchObject({
    title: 'تغيّب Amira Haddad يوم 27/11/2026',
    link: '/guardian/attendance',
    readAt: null,
  });

  // Notified again later (an edit of the register): nothing new is queued or sent.
  await notifyNow(notice);
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(0);
  expect(mailTo(await emailOf(arabic))).toHaveLength(1);
});

test('a payment e-mail carries the registered receipt', async () => {
  const before = mail.received.length;
  await notifyNow({
    schoolId,
    event: 'payment_received',
    key: 'payment_received:77',
    recipients: [english],
    params: { student: 'Amira Haddad', amount: '$250.00', receipt_no: 'R-0077' },
    attachment: { kind: 'fee-receipt', id: 77 },
  });
  await drainJobs({ queue: deliverQueue.name });
  const [sent] = mail.received.slice(before);
  expect(sent?.subject).toBe('Payment of $250.00 received for Amira Haddad');
  expect(sent?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
    [`receipt-${schoolId}-77.pdf`, 'application/pdf', '%PDF-1.4 test receipt'],
  ]);
});

test('an event the school switched off sends nothing', async () => {
  const off = await t.call('PUT', '/api/notification-settings', {
    ...riverside,
    body: { events: { student_late: false } },
  });
  expect(off.status).toBe(200);
  const notice = absence([english], { event: 'student_late', key: 'student_late:1:2026-11-27' });
  await notifyNow(notice);
  expect(await deliveriesOf(notice.key)).toEqual([]);
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(0);
});

test('quiet hours: the app at once, the e-mail when they end', async () => {
  const zone = (await t.call('GET', '/api/me', riverside)).body.data.user.school.timezone as string;
  const hhmm = (offsetMinutes: number) =>
    timeInZone(new Date(Date.now() + offsetMinutes * 60_000), zone).slice(0, 5);
  const quiet = await t.call('PUT', '/api/notification-settings', {
    ...riverside,
    body: { quiet_start: hhmm(-60), quiet_end: hhmm(60) },
  });
  expect(quiet.status).toBe(200);
  const notice = absence([english]);
  await notifyNow(notice);
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(1);
  const [app, email] = await deliveriesOf(notice.key);
  expect([app?.state, email?.state]).toEqual(['sent', 'queued']);
  const waits = (email?.notBefore?.getTime() ?? 0) - Date.now();
  expect(waits).toBeGreaterThan(55 * 60_000);
  expect(waits).toBeLessThan(61 * 60_000);
  // The hours pass: the job falls due and the e-mail goes.
  await t.handle.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.key, email?.idempotencyKey ?? ''));
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(1);
  expect((await deliveriesOf(notice.key)).map((r) => r.state)).toEqual(['sent', 'sent']);
  await t.call('PUT', '/api/notification-settings', {
    ...riverside,
    body: { quiet_start: null, quiet_end: null },
  });
});

test('an e-mail the server answers "try later" is retried, then failed with its error in the log', async () => {
  const notice = absence([english]);
  mail.refuse = '4.2.1 Mailbox busy, try later';
  await notifyNow(notice);
  await drainJobs({ queue: deliverQueue.name });
  let email = (await deliveriesOf(notice.key)).find((r) => r.channel === 'email');
  expect([email?.state, email?.attempts]).toEqual(['queued', 1]);
  expect(email?.lastError).toContain('Mailbox busy');
  // The last attempt falls due (the queue's backoff skipped ahead) and is refused again.
  await t.handle.db
    .update(jobs)
    .set({ attempt: 4, runAt: sql`now()` })
    .where(eq(jobs.key, email?.idempotencyKey ?? ''));
  await drainJobs({ queue: deliverQueue.name });
  email = (await deliveriesOf(notice.key)).find((r) => r.channel === 'email');
  expect([email?.state, email?.attempts]).toEqual(['failed', 5]);
  mail.refuse = null;
  const log = await t.call(
    'GET',
    `/api/notification-log?state=failed&recipient_user_id=${english}`,
    riverside,
  );
  expect(log.body.data.map((r: { event_key: string }) => r.event_key)).toContain(notice.key);
});

test('an address the mail server refuses for good bounces at once; the others are sent', async () => {
  const refused = await emailOf(english);
  const earlier = mailTo(refused).length;
  mail.unknown.add(refused.toLowerCase());
  try {
    const notice = absence([arabic, english]);
    await notifyNow(notice);
    await drainJobs({ queue: deliverQueue.name });
    const emails = (await deliveriesOf(notice.key)).filter((r) => r.channel === 'email');
    const bounced = emails.find((r) => r.recipientUserId === english);
    expect([bounced?.state, bounced?.attempts]).toEqual(['bounced', 1]);
    expect(bounced?.lastError).toContain('No such mailbox');
    expect(emails.find((r) => r.recipientUserId === arabic)?.state).toBe('sent');
    // No retry is waiting: the queue has nothing of it left to run, and nothing more arrives.
    const [job] = await t.handle.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(eq(jobs.key, bounced?.idempotencyKey ?? ''));
    expect(job?.state).toBe('done');
    await t.handle.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.queue, deliverQueue.name));
    expect(await drainJobs({ queue: deliverQueue.name })).toBe(0);
    expect(mailTo(refused)).toHaveLength(earlier);
  } finally {
    mail.unknown.clear();
  }
});

test('a delivery run again after a crash sends nothing more', async () => {
  const notice = absence([english]);
  await notifyNow(notice);
  await drainJobs({ queue: deliverQueue.name });
  const sentBefore = mail.received.length;
  const rows = await deliveriesOf(notice.key);
  // The same deliveries handed out again (as when a worker died before recording "done").
  await t.handle.db.transaction(async (tx) => {
    for (const row of rows)
      await deliverQueue.enqueue(tx, {
        payload: { deliveryId: row.id },
        schoolId,
        key: `again:${row.id}`,
      });
  });
  expect(await drainJobs({ queue: deliverQueue.name })).toBe(2);
  expect(mail.received.length).toBe(sentBefore);
  const bells = await t.handle.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.schoolId, schoolId), eq(notifications.deliveryId, rows[0]?.id ?? 0)),
    );
  expect(bells).toHaveLength(1);
});

test("the e-mail's unsubscribe link turns that event's e-mail off", async () => {
  const first = absence([english]);
  await notifyNow(first);
  await drainJobs({ queue: deliverQueue.name });
  const received = mailTo(await emailOf(english)).at(-1);
  const url = new URL(rawHeader(received, 'list-unsubscribe').replace(/^<|>$/g, ''));
  const oneClick = await t.call('POST', `${url.pathname}${url.search}`, {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(oneClick.status).toBe(200);
  const next = absence([english]);
  await notifyNow(next);
  expect((await deliveriesOf(next.key)).map((r) => r.channel)).toEqual(['in_app']);
});

test('many notices at once (a day of reminders): one delivery and one job each, once', async () => {
  const notices = Array.from({ length: 200 }, (_, i) =>
    absence([english], {
      event: 'fee_overdue',
      key: `fee_overdue:bulk-${i}:2026-11-27`,
      params: { student: 'Amira Haddad', amount: '$10.00', due_date: '01/11/2026' },
    }),
  );
  const many = () => t.handle.db.transaction((tx) => notifyMany(tx, notices));
  await many();
  await many(); // saved again: nothing more
  const [counted] = await t.handle.db
    .select({ deliveries: sql<number>`count(*)::int` })
    .from(notificationDeliveries)
    .where(sql`${notificationDeliveries.eventKey} like 'fee_overdue:bulk-%'`);
  const [queued] = await t.handle.db
    .select({ jobs: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.key} like 'fee_overdue:bulk-%'`);
  expect([counted?.deliveries, queued?.jobs]).toEqual([400, 400]);
});
