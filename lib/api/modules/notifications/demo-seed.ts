/**
 * The notifications of the demo: each school's settings (Riverside keeps quiet hours at
 * night, Hillcrest sends no late-arrival alerts), and a log with messages sent, bounced (an
 * address the mail server refused), failed (after its last attempt: "Failed for good", to
 * retry) and still queued across the events, the demo guardian's in-app ones partly unread, and a leave
 * request waiting for the School Admin. Written as
 * rows, as if sent in the last days (the demo has no mail server to send them through); the
 * queued ones wait for the end of tonight's quiet hours with their jobs enqueued.
 */
import { addDays, formatDate, todayIn } from '../../../calendar';
import { formatMoney } from '../../../money/format';
import { schoolFormatOf, type SchoolFormat } from '../../../school-format';
import { besideReturned } from '../../../db/one-row';
import {
  notificationDeliveries,
  notificationSettings,
  notifications,
} from '../../../db/schema/notifications';
import type {
  ChannelName,
  DeliveryState,
  NotificationEvent,
} from '../../../db/schema/notifications-values';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import { recipientsOf, userIdsByEmail } from '../identity';
import { guardianChildIds, studentBriefs } from '../people';
import { readSchoolSettings } from '../platform';
import { enqueueDeliveries } from './queue';
import { eventWords } from './render';
import { idempotencyKeyOf } from './rules';

type DemoMessage = {
  /** The demo guardian, or the School Admin. */
  to: 'guardian' | 'admin';
  event: NotificationEvent;
  key: string;
  params: Record<string, string | number>;
  link: string;
  channel: ChannelName;
  state: DeliveryState;
  hoursAgo: number;
  error?: string;
  read?: boolean;
};

const HOUR = 3600_000;

function messagesFor(
  names: { child: string; section: string; teacher: string },
  today: string,
  format: SchoolFormat,
): DemoMessage[] {
  const { child, section, teacher } = names;
  /** `n` days ago (ahead when negative), as the school writes a date. */
  const day = (n: number) => formatDate(addDays(today, -n), format.dateFormat);
  const key = (n: number) => addDays(today, -n);
  const money = (minor: number) =>
    formatMoney(minor, { currency: format.currency, symbol: format.currencySymbol });
  const absent = {
    event: 'student_absent' as const,
    key: `student_absent:demo:${key(2)}`,
    params: { student: child, date: day(2), class_section: section },
    link: '/guardian/attendance',
  };
  const payment = {
    event: 'payment_received' as const,
    key: `payment_received:demo:${key(5)}`,
    params: { student: child, amount: money(25000), receipt_no: 'R-0042' },
    link: '/guardian/fees',
  };
  const dueSoon = {
    event: 'fee_due_soon' as const,
    key: `fee_due_soon:demo:${key(-3)}`,
    params: { student: child, amount: money(18000), due_date: day(-3) },
    link: '/guardian/fees',
  };
  const notice = {
    event: 'announcement_published' as const,
    key: `announcement_published:demo:${key(1)}`,
    params: { title: 'Parent-teacher conferences' },
    link: '/announcements',
  };
  const leave = {
    event: 'leave_applied' as const,
    key: `leave_applied:demo:${key(1)}`,
    params: { applicant: teacher, from: day(-5), to: day(-7) },
    link: '/leave/requests',
  };
  const guardian = 'guardian' as const;
  return [
    { ...payment, to: guardian, channel: 'in_app', state: 'sent', hoursAgo: 120, read: true },
    { ...payment, to: guardian, channel: 'email', state: 'sent', hoursAgo: 120 },
    { ...absent, to: guardian, channel: 'in_app', state: 'sent', hoursAgo: 50 },
    {
      ...absent,
      to: guardian,
      channel: 'email',
      state: 'bounced',
      hoursAgo: 50,
      error: '550 5.1.1 Mailbox unavailable: the address does not exist',
    },
    { ...notice, to: guardian, channel: 'in_app', state: 'sent', hoursAgo: 26 },
    { ...notice, to: guardian, channel: 'email', state: 'sent', hoursAgo: 26 },
    { ...dueSoon, to: guardian, channel: 'in_app', state: 'sent', hoursAgo: 2 },
    { ...dueSoon, to: guardian, channel: 'email', state: 'queued', hoursAgo: 2 },
    { ...leave, to: 'admin', channel: 'in_app', state: 'sent', hoursAgo: 20 },
    {
      ...leave,
      to: 'admin',
      channel: 'email',
      state: 'failed',
      hoursAgo: 20,
      error: '421 4.4.2 Connection timed out',
    },
  ];
}

async function life(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const riverside = ctx.school.subdomain === 'riverside';
  await tx.insert(notificationSettings).values({
    schoolId,
    eventsOff: riverside ? [] : ['student_late'],
    dueSoonDays: riverside ? 3 : 5,
    overdueDays: riverside ? 1 : 2,
    quietStart: riverside ? '21:00' : null,
    quietEnd: riverside ? '07:00' : null,
  });
  const emails = [demoEmail('guardian', ctx.school), demoEmail('teacher', ctx.school)];
  const ids = await userIdsByEmail(tx, schoolId, emails);
  const guardianId = ids.get(emails[0] ?? '');
  if (guardianId === undefined) return;
  const people = new Map(
    (await recipientsOf(tx, schoolId, [guardianId, ctx.adminUserId, ...ids.values()])).map((r) => [
      r.id,
      r,
    ]),
  );
  const childIds = await guardianChildIds(tx, schoolId, guardianId);
  const [child] = await studentBriefs(tx, schoolId, childIds);
  const settings = await readSchoolSettings(tx, schoolId);
  const schoolLocale = settings.locale;
  const format = schoolFormatOf(settings);
  const now = Date.now();
  const today = todayIn(format.timeZone);
  const messages = messagesFor(
    {
      child: child?.name ?? people.get(guardianId)?.name ?? '',
      section: child?.class_section_name ?? '',
      teacher: people.get(ids.get(emails[1] ?? '') ?? 0)?.name ?? '',
    },
    today,
    format,
  );
  const userOf = (m: DemoMessage) => (m.to === 'guardian' ? guardianId : ctx.adminUserId);
  const at = (m: DemoMessage) => new Date(now - m.hoursAgo * HOUR);
  const tonightEnds = new Date(now + 10 * HOUR);
  const inserted = await tx
    .insert(notificationDeliveries)
    .values(
      messages.map((m) => ({
        schoolId,
        event: m.event,
        eventKey: m.key,
        recipientUserId: userOf(m),
        channel: m.channel,
        state: m.state,
        attempts: m.state === 'failed' ? 5 : m.state === 'queued' ? 0 : 1,
        lastError: m.error ?? null,
        idempotencyKey: idempotencyKeyOf(m.key, userOf(m), m.channel),
        params: m.params,
        link: m.link,
        notBefore: m.state === 'queued' ? tonightEnds : null,
        createdAt: at(m),
        sentAt: m.state === 'sent' ? at(m) : null,
        updatedAt: at(m),
      })),
    )
    .returning({
      id: notificationDeliveries.id,
      key: notificationDeliveries.idempotencyKey,
      notBefore: notificationDeliveries.notBefore,
    });
  const rows = besideReturned(messages, inserted, 'demo notification deliveries');
  const localeOf = (userId: number) => {
    const chosen = people.get(userId)?.locale ?? schoolLocale;
    return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  };
  const inApp = rows.filter(([m]) => m.channel === 'in_app');
  await tx.insert(notifications).values(
    inApp.map(([m, d]) => {
      const words = eventWords(localeOf(userOf(m)), m.event, m.params);
      return {
        schoolId,
        userId: userOf(m),
        event: m.event,
        title: words.subject,
        body: words.body,
        link: m.link,
        deliveryId: d.id,
        createdAt: at(m),
        readAt: m.read ? at(m) : null,
      };
    }),
  );
  await enqueueDeliveries(
    tx,
    schoolId,
    rows.filter(([m]) => m.state === 'queued').map(([, d]) => d),
  );
}

export const notificationsDemoSeed: ModuleDemoSeed = { module: 'notifications', life };
