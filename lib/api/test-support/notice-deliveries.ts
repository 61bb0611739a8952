/**
 * What a notice left behind (issue 28): the rows of `notification_deliveries`, as the events'
 * tests read them (to whom, on which channel, under which key), straight from the table.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TestApi } from './harness';

export type DeliveryRow = {
  event: string;
  event_key: string;
  recipient_user_id: number;
  channel: string;
  state: string;
  attachment_kind: string | null;
  attachment_id: number | null;
  params: Record<string, string | number>;
  link: string | null;
};

/** The deliveries whose event key starts with `keyPrefix`, in-app ones only unless `channel`. */
export async function deliveriesUnder(
  t: TestApi,
  keyPrefix: string,
  channel: string | null = 'in_app',
): Promise<DeliveryRow[]> {
  return rowsOf<DeliveryRow>(
    t.handle.db,
    sql`
    select event, event_key, recipient_user_id, channel, state, attachment_kind, attachment_id,
      params, link
    from notification_deliveries
    where starts_with(event_key, ${keyPrefix}) and (${channel}::text is null or channel = ${channel})
    order by event_key, recipient_user_id, channel`,
  );
}

/** The rows a statement answers (a transaction's or the database's). */
export async function rowsOf<R>(db: Executor, statement: SQL): Promise<R[]> {
  return ((await db.execute(statement)) as { rows: R[] }).rows;
}

/** The guardians' accounts of a student, straight from the table. */
export async function guardianIdsOf(t: TestApi, studentId: number): Promise<number[]> {
  const rows = await rowsOf<{ guardian_user_id: number }>(
    t.handle.db,
    sql`select guardian_user_id from student_guardians where student_id = ${studentId}`,
  );
  return rows.map((r) => r.guardian_user_id);
}

/** Switches events on or off in the school's notification settings (as its School Admin). */
export async function switchEvents(
  t: TestApi,
  as: { token: string; school: string },
  events: Record<string, boolean>,
): Promise<void> {
  const res = await t.call('PUT', '/api/notification-settings', { ...as, body: { events } });
  if (res.status !== 200)
    throw new Error(`notification settings: ${res.status} ${JSON.stringify(res.body)}`);
}
