/**
 * The notification tables' links no foreign key declares (lib/api/http/id-links.ts), for the
 * provider's restore that renumbers every row of an archive: a delivery's recipient and
 * attachment, an in-app message's delivery, and the ids inside the keys — an event key names
 * its occurrence by the id of what it is about (`payment_received:12`,
 * `student_absent:{student}:{date}`, as each event's module writes it), and the idempotency
 * key is `{event key}:{user}:{channel}` (rules.ts). Rewriting the keys keeps a future
 * notify() of the same occurrence, in the new ids, recognised as the same.
 */
import { declaredByModules, type ApiModule } from '../../http/module';
import type { IdOf, TableLinks } from '../../http/id-links';
import type { AttachmentKind } from '../../../db/schema/notifications-values';

/**
 * The table whose id follows the event's name in its key: declared by the module that sends
 * the event (its manifest's `notificationKeys`), read from the registry when it connects.
 */
let keyTables: ReadonlyMap<string, string> = new Map();

/** Called by the notifications manifest's `connect` with the registry. */
export function registerNotificationKeys(modules: readonly ApiModule[]): void {
  keyTables = declaredByModules<string>(modules, 'notificationKeys');
}

const ATTACHMENT_TABLES: Readonly<Record<AttachmentKind, string>> = {
  'fee-receipt': 'fee_payments',
  'credit-note': 'fee_refunds',
  payslip: 'payslips',
};

/**
 * An event key with its id rewritten (`payment_received:12` → `payment_received:907`); a key
 * of another form (the demo's `payment_received:demo:…`) or naming a row the archive lacks
 * stays as it was.
 */
export function eventKeyIn(key: string, idOf: IdOf): string {
  const match = /^([a-z_]+):(\d+)(:.*)?$/.exec(key);
  const table = match ? keyTables.get(match[1] ?? '') : undefined;
  if (!match || !table) return key;
  const id = idOf(table, Number(match[2]));
  return id === null ? key : `${match[1]}:${id}${match[3] ?? ''}`;
}

/** `{event key}:{user}:{channel}` with both ids rewritten, from the row's own event key and recipient. */
export function idempotencyKeyIn(
  key: string,
  row: Readonly<Record<string, unknown>>,
  idOf: IdOf,
): string {
  const { event_key: eventKey, recipient_user_id: user, channel } = row;
  if (key !== `${String(eventKey)}:${String(user)}:${String(channel)}`) return key;
  const recipient = idOf('users', user);
  if (recipient === null) return key;
  return `${eventKeyIn(String(eventKey), idOf)}:${recipient}:${String(channel)}`;
}

export const notificationLinks: TableLinks = {
  notifications: { delivery_id: { table: 'notification_deliveries' } },
  notification_deliveries: {
    recipient_user_id: { table: 'users' },
    attachment_id: {
      tableIn: 'attachment_kind',
      tables: (kind) => ATTACHMENT_TABLES[kind as AttachmentKind] ?? null,
    },
    event_key: { rewrite: (key, _row, idOf) => eventKeyIn(String(key), idOf) },
    idempotency_key: { rewrite: (key, row, idOf) => idempotencyKeyIn(String(key), row, idOf) },
    provider_id: { noSchoolIds: "the channel's own id of the message" },
    params: {
      noSchoolIds: "the message's arguments as people read them (names, amounts, receipt numbers)",
    },
  },
};
