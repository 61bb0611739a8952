/**
 * GET /api/notification-log: every delivery of the school (list conventions; filters event,
 * channel, state, recipient_user_id, from, to — days are the school's, as in the audit log;
 * format=csv exports the filtered log with times the school's way; `state=dead`: failed for
 * good, failed or bounced). A guardian's profile reads what was sent to them with
 * `recipient_user_id`. Each row names its `notification-deliver` job (`job_id`, `job_state`:
 * the job keyed by the delivery's idempotency key; none once the queue has pruned it).
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInstant } from '../../../calendar/instants';
import { keyedJobs } from '../../../jobs';
import { notificationDeliveries } from '../../../db/schema/notifications';
import {
  CHANNEL_NAMES,
  DELIVERY_STATES,
  NOTIFICATION_EVENTS,
} from '../../../db/schema/notifications-values';
import type { SchoolFormat } from '../../../school-format';
import { validationFailed } from '../../http/errors';
import { dayOrInstant, instantRange } from '../../http/instant-range';
import { listQuery, type ListParams } from '../../http/list';
import { apiMessage } from '../../http/messages';
import { queriesOf } from '../../http/query-spec';
import { listResponse, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { userNamesView } from '../identity';
import type { DeliveryRow } from './types';

const LOG_STATES = [...DELIVERY_STATES, 'dead'] as const;
/** The states a delivery is left in for good: those a School Admin may retry. */
export const FAILED_FOR_GOOD = ['failed', 'bounced'];
/** Each delivery's job: the deliver queue's (queue.ts, not imported: the sending code) by key. */
const job = keyedJobs('notification-deliver', 'delivery_job');

export const logQuery = listQuery(['created_at', 'event', 'state'], {
  event: z
    .enum(NOTIFICATION_EVENTS, {
      error: `The event must be one of: ${NOTIFICATION_EVENTS.join(', ')}.`,
    })
    .optional(),
  channel: z
    .enum(CHANNEL_NAMES, { error: `The channel must be one of: ${CHANNEL_NAMES.join(', ')}.` })
    .optional(),
  /** A delivery's state, or `dead`: failed for good (failed or bounced), the ones to retry. */
  state: z
    .enum(LOG_STATES, { error: `The state must be one of: ${LOG_STATES.join(', ')}.` })
    .optional(),
  recipient_user_id: z.coerce
    .number({ error: 'The recipient must be a user id.' })
    .int('The recipient must be a user id.')
    .min(1, 'The recipient must be a user id.')
    .max(2_147_483_647, 'The recipient must be a user id.')
    .optional(),
  from: dayOrInstant('from date').optional(),
  to: dayOrInstant('to date').optional(),
});
type LogParams = z.output<typeof logQuery> & ListParams;

/** A row as read (instants as Dates; the answer writes them ISO 8601, DeliveryRow). */
type StoredRow = Omit<DeliveryRow, 'not_before' | 'created_at' | 'sent_at' | 'updated_at'> & {
  not_before: Date | null;
  created_at: Date;
  sent_at: Date | null;
  updated_at: Date;
};

const recipients = userNamesView('recipients');
const d = notificationDeliveries;

export const logRows = queriesOf<StoredRow, LogParams>({
  select: (db) =>
    db
      .select({
        id: d.id,
        event: sql<DeliveryRow['event']>`${d.event}`,
        event_key: d.eventKey,
        recipient_user_id: d.recipientUserId,
        recipient_name: recipients.name,
        channel: sql<DeliveryRow['channel']>`${d.channel}`,
        state: sql<DeliveryRow['state']>`${d.state}`,
        attempts: d.attempts,
        last_error: d.lastError,
        not_before: d.notBefore,
        created_at: d.createdAt,
        sent_at: d.sentAt,
        updated_at: d.updatedAt,
        job_id: sql<number | null>`${job.id}::int`,
        job_state: job.state,
      })
      .from(d)
      .leftJoin(
        recipients,
        and(eq(recipients.schoolId, d.schoolId), eq(recipients.id, d.recipientUserId)),
      )
      .leftJoin(job, and(eq(job.schoolId, d.schoolId), eq(job.key, d.idempotencyKey))),
  countFrom: (db) => db.select({ id: d.id }).from(d),
  schoolId: d.schoolId,
  id: d.id,
  search: [d.eventKey, d.lastError],
  sort: { created_at: d.createdAt, event: d.event, state: d.state },
  defaultSort: '-created_at',
  filters: (p) => [
    p.event ? eq(d.event, p.event) : undefined,
    p.channel ? eq(d.channel, p.channel) : undefined,
    p.state === 'dead'
      ? inArray(d.state, FAILED_FOR_GOOD)
      : p.state
        ? eq(d.state, p.state)
        : undefined,
    p.recipient_user_id ? eq(d.recipientUserId, p.recipient_user_id) : undefined,
    // The handler has turned the school's days into instants.
    p.from ? gte(d.createdAt, new Date(p.from)) : undefined,
    p.to ? lt(d.createdAt, new Date(p.to)) : undefined,
  ],
});

const when = (value: Date | null, format: SchoolFormat) =>
  value ? formatInstant(value, format.dateFormat, format.timeZone) : '';

const logList = (format: SchoolFormat): ListDefinition<StoredRow, LogParams> => ({
  query: logQuery,
  queries: logRows,
  csv: {
    fileName: 'notification-log.csv',
    columns: [
      { header: 'When', value: (r: StoredRow) => when(r.created_at, format) },
      { header: 'Event', value: (r: StoredRow) => r.event },
      { header: 'Recipient', value: (r: StoredRow) => r.recipient_name ?? '' },
      { header: 'User id', value: (r: StoredRow) => r.recipient_user_id },
      { header: 'Channel', value: (r: StoredRow) => r.channel },
      { header: 'Status', value: (r: StoredRow) => r.state },
      { header: 'Attempts', value: (r: StoredRow) => r.attempts },
      { header: 'Sent', value: (r: StoredRow) => when(r.sent_at, format) },
      { header: 'Last error', value: (r: StoredRow) => r.last_error ?? '' },
    ],
  },
});

export const logRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notification-log',
    tag: 'notifications',
    summary:
      'Every message the school sent or will send: event, recipient, channel, state, attempts, last error (filters event, channel, state, recipient_user_id, from, to; format=csv)',
    access: access.permission('notification-settings-list'),
    query: logQuery,
    handler: async ({ db, caller, query }) => {
      const { start, end } = instantRange(query.from, query.to, caller.format.timeZone);
      if (start && end && end <= start)
        throw validationFailed({ to: apiMessage('audit.rangeEndBeforeStart') });
      return listResponse(logList(caller.format), db, caller.school.id, {
        ...query,
        from: start?.toISOString(),
        to: end?.toISOString(),
      });
    },
  }),
];
