/** Test helpers of notifications: a user's id, an in-app notification written for them. */
import { and, eq } from 'drizzle-orm';
import { notificationDeliveries, notifications } from '../../../../db/schema/notifications';
import { schools } from '../../../../db/schema/platform';
import type { As } from '../../../test-support/fixtures';
import type { TestApi } from '../../../test-support/harness';
import { unique } from '../../../test-support/harness';
import { notify, type Notice } from '../index';

export async function userIdOf(t: TestApi, as: As): Promise<number> {
  const me = await t.call('GET', '/api/me', as);
  if (me.status !== 200) throw new Error(`GET /api/me answered ${me.status}`);
  return me.body.data.user.id;
}

export async function schoolIdOf(t: TestApi, as: Pick<As, 'school'>): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, as.school));
  if (!row) throw new Error(`no school ${as.school}`);
  return row.id;
}

/** An unread in-app notification for `as`, as the in-app channel writes one; its id. */
export async function inAppNotice(t: TestApi, as: As, title = unique('Notice')): Promise<number> {
  const [row] = await t.handle.db
    .insert(notifications)
    .values({
      schoolId: await schoolIdOf(t, as),
      userId: await userIdOf(t, as),
      event: 'announcement_published',
      title,
      body: `${title}.`,
      link: '/announcements',
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('the insert returns its row');
  return row.id;
}

/** A delivery to `as` that failed for good, as the deliver job leaves one; its id. */
export async function failedDelivery(t: TestApi, as: As): Promise<number> {
  const key = unique('failed');
  const [row] = await t.handle.db
    .insert(notificationDeliveries)
    .values({
      schoolId: await schoolIdOf(t, as),
      event: 'announcement_published',
      eventKey: key,
      recipientUserId: await userIdOf(t, as),
      channel: 'sms',
      state: 'failed',
      attempts: 5,
      lastError: 'the SMS provider answered 503',
      idempotencyKey: `${key}:sms`,
    })
    .returning({ id: notificationDeliveries.id });
  if (!row) throw new Error('the insert returns its row');
  return row.id;
}

/** notify() in its own transaction, as an event's module calls it inside its write. */
export const notifyNow = (t: TestApi, notice: Notice) =>
  t.handle.db.transaction((tx) => notify(tx, notice));

/** A school's deliveries of one event key, oldest first. */
export const deliveriesWithKey = (t: TestApi, schoolId: number, key: string) =>
  t.handle.db
    .select()
    .from(notificationDeliveries)
    .where(
      and(eq(notificationDeliveries.schoolId, schoolId), eq(notificationDeliveries.eventKey, key)),
    )
    .orderBy(notificationDeliveries.id);
