/**
 * The notifications of the demo: each school's settings (Riverside keeps quiet hours at
 * night, Hillcrest sends no late-arrival alerts), and a log with messages sent, failed and
 * still queued across the events, the demo guardian's in-app ones partly unread. Written as
 * rows, as if sent in the last days (the demo has no mail server to send them through); the
 * queued ones wait for the end of tonight's quiet hours with their jobs enqueued.
 */
import { addDays } from '../../../calendar/dates';
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
import { enqueueDeliveries } from './queue';
import { eventWords } from './render';
import { idempotencyKeyOf } from './rules';

type DemoMessage = {
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

function messagesFor(child: string, section: string, today: string): DemoMessage[] {
  const day = (n: number) => addDays(today, -n);
  const absent = {
    event: 'student_absent' as const,
    key: `student_absent:demo:${day(2)}`,
    params: { student: child, date: day(2), class_section: section },
    link: '/guardian/attendance',
  };
  const payment = {
    event: 'payment_received' as const,
    key: `payment_received:demo:${day(5)}`,
    params: { student: child, amount: '$250.00', receipt_no: 'R-0042' },
    link: '/guardian/fees',
  };
  const dueSoon = {
    event: 'fee_due_soon' as const,
    key: `fee_due_soon:demo:${day(-3)}`,
    params: { student: child, amount: '$180.00', due_date: day(-3) },
    link: '/guardian/fees',
  };
  const notice = {
    event: 'announcement_published' as const,
    key: `announcement_published:demo:${day(1)}`,
    params: { title: 'Parent-teacher conferences' },
    link: '/announcements',
  };
  return [
    { ...payment, channel: 'in_app', state: 'sent', hoursAgo: 120, read: true },
    { ...payment, channel: 'email', state: 'sent', hoursAgo: 120 },
    { ...absent, channel: 'in_app', state: 'sent', hoursAgo: 50 },
    {
      ...absent,
      channel: 'email',
      state: 'failed',
      hoursAgo: 50,
      error: '550 5.1.1 Mailbox unavailable: the address does not exist',
    },
    { ...notice, channel: 'in_app', state: 'sent', hoursAgo: 26 },
    { ...notice, channel: 'email', state: 'sent', hoursAgo: 26 },
    { ...dueSoon, channel: 'in_app', state: 'sent', hoursAgo: 2 },
    { ...dueSoon, channel: 'email', state: 'queued', hoursAgo: 2 },
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
  const email = demoEmail('guardian', ctx.school);
  const guardianId = (await userIdsByEmail(tx, schoolId, [email])).get(email);
  if (guardianId === undefined) return;
  const [guardian] = await recipientsOf(tx, schoolId, [guardianId]);
  const [child] = await studentBriefs(
    tx,
    schoolId,
    await guardianChildIds(tx, schoolId, guardianId),
  );
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  const messages = messagesFor(
    child?.name ?? guardian?.name ?? '',
    child?.class_section_name ?? '',
    today,
  );
  const at = (m: DemoMessage) => new Date(now - m.hoursAgo * HOUR);
  const tonightEnds = new Date(now + 10 * HOUR);
  const inserted = await tx
    .insert(notificationDeliveries)
    .values(
      messages.map((m) => ({
        schoolId,
        event: m.event,
        eventKey: m.key,
        recipientUserId: guardianId,
        channel: m.channel,
        state: m.state,
        attempts: m.state === 'failed' ? 5 : m.state === 'sent' ? 1 : 0,
        lastError: m.error ?? null,
        idempotencyKey: idempotencyKeyOf(m.key, guardianId, m.channel),
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
  const locale = guardian?.locale && isLocale(guardian.locale) ? guardian.locale : DEFAULT_LOCALE;
  const inApp = rows.filter(([m]) => m.channel === 'in_app');
  await tx.insert(notifications).values(
    inApp.map(([m, d]) => {
      const words = eventWords(locale, m.event, m.params);
      return {
        schoolId,
        userId: guardianId,
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
