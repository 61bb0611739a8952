/**
 * Reading the audit log: GET /api/audit-log (School Admin; the list conventions of every
 * other list, filters entity, entity_id, user_id, action, from, to; format=csv) and
 * GET /api/audit-log/facets (the people and entities that appear, for the screen's filters).
 * Days are the school's: `from`/`to` as dates are its calendar days in its time zone, and the
 * CSV writes each instant as its date and wall-clock time there, in its date format.
 * Entities show as their modules' manifests label them (labels.ts): the routes are a factory
 * of the registry, so this module imports neither the registry nor the modules it labels.
 * There is no route that writes, edits or deletes a row here: rows are written only by the
 * recorder, inside the transactions of the writes they describe.
 */
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatInstant } from '../../../calendar/instants';
import type { Database } from '../../../db/client';
import { auditLog } from '../../../db/schema/audit';
import type { SchoolFormat } from '../../../school-format';
import { envelope } from '../../http/envelope';
import type { ApiModule } from '../../http/module';
import { validationFailed } from '../../http/errors';
import { dayOrInstant, instantRange } from '../../http/instant-range';
import { listQuery, type ListParams } from '../../http/list';
import { queriesOf, type ListQueries } from '../../http/query-spec';
import { listResponse, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { AUDIT_ACTIONS } from '../../http/audit-actions';
import { describeChange, type AuditFields } from './fields';
import { entityLabels, type EntityLabelOf } from './labels';
import { apiMessage } from '../../http/messages';

const ADMIN = access.role('School Admin');

const positiveId = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(1, `The ${label} must be 1 or more.`)
    .max(2_147_483_647, `The ${label} is too large.`);

export const auditListQuery = listQuery(['created_at', 'action', 'entity'], {
  entity: z.string().trim().min(1).max(60, 'The entity may be at most 60 characters.').optional(),
  entity_id: positiveId('entity id').optional(),
  user_id: positiveId('user id').optional(),
  action: z
    .enum(AUDIT_ACTIONS, { error: `The action must be one of: ${AUDIT_ACTIONS.join(', ')}.` })
    .optional(),
  from: dayOrInstant('from date').optional(),
  to: dayOrInstant('to date').optional(),
});

type AuditListParams = z.output<typeof auditListQuery> & ListParams;

const rows = queriesOf<StoredRow, AuditListParams>({
  select: (db) =>
    db
      .select({
        id: auditLog.id,
        created_at: auditLog.createdAt,
        user_id: auditLog.userId,
        actor_name: auditLog.actorName,
        actor_roles: auditLog.actorRoles,
        provider_user_id: auditLog.providerUserId,
        action: auditLog.action,
        entity: auditLog.entity,
        entity_id: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        request_id: auditLog.requestId,
        client_address: auditLog.clientAddress,
      })
      .from(auditLog),
  schoolId: auditLog.schoolId,
  id: auditLog.id,
  search: [auditLog.actorName, auditLog.entity],
  sort: { created_at: auditLog.createdAt, action: auditLog.action, entity: auditLog.entity },
  defaultSort: '-created_at',
  filters: (p) => {
    // The handler has made both instants already (the school's days need its time zone).
    const start = p.from ? new Date(p.from) : undefined;
    const end = p.to ? new Date(p.to) : undefined;
    return [
      p.entity ? eq(auditLog.entity, p.entity) : undefined,
      p.entity_id ? eq(auditLog.entityId, p.entity_id) : undefined,
      p.user_id ? eq(auditLog.userId, p.user_id) : undefined,
      p.action ? eq(auditLog.action, p.action) : undefined,
      start ? gte(auditLog.createdAt, start) : undefined,
      end ? lt(auditLog.createdAt, end) : undefined,
    ];
  },
});

/** A row as stored. */
type StoredRow = {
  id: number;
  created_at: Date;
  user_id: number | null;
  actor_name: string | null;
  actor_roles: string[];
  provider_user_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  before: AuditFields | null;
  after: AuditFields | null;
  request_id: string | null;
  client_address: string | null;
};

/** A row as the list gives it: with the label of its entity. */
export type AuditRow = StoredRow & { entity_label: string };

/** The stored queries, each page's rows with their entity's label (the CSV labels its own). */
function labelled(
  queries: ListQueries<StoredRow, AuditListParams>,
  labelOf: EntityLabelOf,
): ListQueries<StoredRow, AuditListParams> {
  const withLabel = (row: StoredRow): AuditRow => ({ ...row, entity_label: labelOf(row.entity) });
  return {
    ...queries,
    page: (db, schoolId, params, readAhead) =>
      queries.page(db, schoolId, params, readAhead).then((page) => page.map(withLabel)),
    get: async (db, schoolId, id) => {
      const row = await queries.get(db, schoolId, id);
      return row && withLabel(row);
    },
  };
}

const actorOf = (row: StoredRow) =>
  row.provider_user_id
    ? 'Provider'
    : (row.actor_name ?? (row.user_id ? `User ${row.user_id}` : ''));

/** The list with its export; the CSV writes instants the school's way and entities' labels. */
const auditList = (
  format: SchoolFormat,
  labelOf: EntityLabelOf,
): ListDefinition<StoredRow, AuditListParams> => ({
  query: auditListQuery,
  queries: labelled(rows, labelOf),
  csv: {
    fileName: 'audit-log.csv',
    columns: [
      {
        header: 'When',
        value: (r: StoredRow) => formatInstant(r.created_at, format.dateFormat, format.timeZone),
      },
      { header: 'Person', value: actorOf },
      { header: 'User id', value: (r: StoredRow) => r.user_id },
      { header: 'Roles', value: (r: StoredRow) => r.actor_roles.join(', ') },
      { header: 'Action', value: (r: StoredRow) => r.action },
      { header: 'Entity', value: (r: StoredRow) => labelOf(r.entity) },
      { header: 'Entity id', value: (r: StoredRow) => r.entity_id },
      { header: 'Changes', value: (r: StoredRow) => describeChange(r.before, r.after) },
      { header: 'Request id', value: (r: StoredRow) => r.request_id },
      { header: 'Client address', value: (r: StoredRow) => r.client_address },
    ],
  },
});

/**
 * The people and entities of the school's log, for the filters of the screen: `entities` the
 * names a filter sends, in the order of their labels, and `labels` what each is called.
 */
async function facets(db: Database, schoolId: number, labelOf: EntityLabelOf) {
  const people = await db
    .selectDistinctOn([auditLog.userId], { user_id: auditLog.userId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.schoolId, schoolId), isNotNull(auditLog.userId)))
    .orderBy(asc(auditLog.userId), sql`${auditLog.createdAt} desc`);
  const entities = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .where(eq(auditLog.schoolId, schoolId))
    .orderBy(asc(auditLog.entity));
  const named = entities
    .map(({ entity }) => ({ entity, label: labelOf(entity) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    people: people.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '')),
    entities: named.map((e) => e.entity),
    labels: Object.fromEntries(named.map((e) => [e.entity, e.label])),
    actions: AUDIT_ACTIONS,
  };
}

/** The routes, with the labels of the registry's manifests. */
export const auditRoutes = (modules: readonly ApiModule[]) => {
  const labelOf = entityLabels(modules);
  return [
    defineRoute({
      method: 'GET',
      path: '/audit-log',
      tag: 'audit',
      summary:
        'Who changed what and when (filters entity, entity_id, user_id, action, from, to; format=csv exports the filtered log)',
      access: ADMIN,
      query: auditListQuery,
      handler: async ({ db, caller, query }) => {
        const { start, end } = instantRange(query.from, query.to, caller.format.timeZone);
        if (start && end && end <= start)
          throw validationFailed({ to: apiMessage('audit.rangeEndBeforeStart') });
        return listResponse(auditList(caller.format, labelOf), db, caller.school.id, {
          ...query,
          from: start?.toISOString(),
          to: end?.toISOString(),
        });
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/audit-log/facets',
      tag: 'audit',
      summary: 'The people, entities and actions that can filter the audit log',
      access: ADMIN,
      handler: async ({ db, caller }) => envelope(await facets(db, caller.school.id, labelOf)),
    }),
  ];
};
