/**
 * One route factory for a plain resource: list (JSON page or CSV), read, create, update and
 * delete at /api/{resource}[/{id}]. Every rule stays with the resource that declares it: the
 * access of each action, the body schema, the queries, what may still use a row (a delete
 * that would orphan something is a 409 naming it). Writes run in one transaction, which also
 * holds their audit row: the record as read before and after, named by the resource's path.
 */
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { CRUD_AREAS } from '../../permissions/catalogue';
import { csvResponse, type CsvColumn } from './csv';
import { envelope, listEnvelope } from './envelope';
import { ApiError, notFoundLabelled } from './errors';
import { apiMessage, type ApiMessage } from './messages';
import type { ListParams } from './list';
import type { ListQueries } from './query-spec';
import { snapshotBatches } from './snapshot';
import { access, defineRoute, type Access, type RouteDefinition } from './route';
import { usagesOf, type Usage, type UsageTarget } from './usages';

/** Only school users reach a resource (never public, provider or signed-in-only access). */
export type SchoolAccess = Extract<Access, { kind: 'permission' | 'role' | 'authenticated' }>;
export type ResourceAccess = Record<'list' | 'read' | 'create' | 'edit' | 'delete', SchoolAccess>;

/** SPEC §6: `{area}-list`, `-create`, `-edit`, `-delete`; reading one row needs `-list`. */
export function permissionsOf(area: (typeof CRUD_AREAS)[number]): ResourceAccess {
  const list = access.permission(`${area}-list`);
  return {
    list,
    read: list,
    create: access.permission(`${area}-create`),
    edit: access.permission(`${area}-edit`),
    delete: access.permission(`${area}-delete`),
  };
}

export type { Usage } from './usages';

/**
 * "This medium is used by 3 classes: Grade 1, Grade 2, Grade 3." in English; other languages
 * name what uses the record without the English nouns (gate.inUse: `{names}`).
 */
export function inUseMessage(
  label: string,
  uses: { noun: readonly [string, string]; total: number; names: string[] }[],
): ApiMessage {
  const listed = uses.map(({ noun, total, names }) => ({
    noun: total === 1 ? noun[0] : noun[1],
    total,
    names: names.join(', ') + (total > names.length ? ', …' : ''),
  }));
  const parts = listed.map(({ noun, total, names }) => `${total} ${noun}: ${names}`);
  return {
    ...apiMessage('gate.inUse', { names: listed.map((u) => u.names).join('; ') }),
    english: `This ${label} is used by ${parts.join('; and by ')}. Remove or change those first.`,
  };
}

export async function refuseIfUsed(
  tx: Executor,
  schoolId: number,
  id: number,
  label: string,
  usages: readonly Usage[],
): Promise<void> {
  const found = [];
  for (const usage of usages) {
    const rows = await usage.find(tx, schoolId, id);
    const [first] = rows;
    if (first) found.push({ noun: usage.noun, total: first.total, names: rows.map((r) => r.name) });
  }
  if (found.length) throw new ApiError('conflict', inUseMessage(label, found));
}

/**
 * A generic resource's success message: English names the record ("Medium saved."), other
 * languages say it without the noun (the catalogue's done.created/saved/deleted).
 */
const DONE = { created: 'done.created', saved: 'done.saved', deleted: 'done.deleted' } as const;
const done = (what: keyof typeof DONE, Label: string): ApiMessage => ({
  ...apiMessage(DONE[what]),
  english: `${Label} ${what}.`,
});

/** A path id: a positive 32-bit integer, else the record "was not found" (404, never a 500). */
export function parseId(raw: string | undefined, label: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? '') || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw notFoundLabelled(label);
  return id;
}

export type ResourceDefinition<Row, Body, Params extends ListParams> = {
  /** `/mediums`: the collection; items are `/mediums/:id`. */
  path: string;
  tag: string;
  /** Lower-case singular, for messages: "The medium was created." */
  label: string;
  access: ResourceAccess;
  list: ListDefinition<Row, Params>;
  get: (db: Executor, schoolId: number, id: number) => Promise<Row | undefined>;
  body: z.ZodType<Body>;
  create: (tx: Executor, schoolId: number, body: Body) => Promise<number>;
  /**
   * False when the school has no row with that id; a number when the saved record is now
   * shown by another id (an edit that replaced the row).
   */
  update: (tx: Executor, schoolId: number, id: number, body: Body) => Promise<boolean | number>;
  /** Look-ups of this module's own rows that use a row (other modules register theirs). */
  usages: readonly Usage[];
  /** The name under which other modules register their look-ups of this row (usages.ts). */
  usageTarget?: UsageTarget;
  /** A rule beyond usages, checked before deleting (e.g. the default session year). */
  beforeDelete?: (tx: Executor, schoolId: number, row: Row) => Promise<void>;
  remove: (tx: Executor, schoolId: number, id: number) => Promise<void>;
};

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

async function mustGet<Row, Body, Params extends ListParams>(
  r: ResourceDefinition<Row, Body, Params>,
  db: Executor,
  schoolId: number,
  id: number,
): Promise<Row> {
  const row = await r.get(db, schoolId, id);
  if (!row) throw notFoundLabelled(r.label);
  return row;
}

/** What every list declares: its query schema, its queries (query-spec.ts) and its CSV columns. */
export type ListDefinition<Row, Params extends ListParams> = {
  query: z.ZodType<Params>;
  queries: ListQueries<Row, Params>;
  csv: { fileName: string; columns: CsvColumn<Row>[] };
};

/**
 * A page with its capped total (page and count side by side: separate connections on
 * PostgreSQL), a page alone or the total alone (`total`, list.ts), or with `format=csv` the
 * whole filtered list streamed from one snapshot.
 */
export async function listResponse<Row, Params extends ListParams>(
  list: ListDefinition<Row, Params>,
  db: Database,
  schoolId: number,
  params: Params,
) {
  const { queries } = list;
  if (params.format === 'csv')
    return csvResponse(
      list.csv.fileName,
      list.csv.columns,
      snapshotBatches(db, queries.ordered(db, schoolId, params)),
    );
  const position = { page: params.page, per_page: params.per_page };
  if (params.total === 'omit') {
    const rows = await queries.page(db, schoolId, params, 1);
    const hasMore = rows.length > params.per_page;
    return listEnvelope(hasMore ? rows.slice(0, params.per_page) : rows, {
      ...position,
      has_more: hasMore,
    });
  }
  if (params.total === 'only') {
    const count = await queries.count(db, schoolId, params);
    return listEnvelope([], { ...position, total: count.total, total_capped: count.capped });
  }
  const [rows, count] = await Promise.all([
    queries.page(db, schoolId, params),
    queries.count(db, schoolId, params),
  ]);
  return listEnvelope(rows, {
    ...position,
    total: count.total,
    total_capped: count.capped,
  });
}

/** GET {path}: the list route every list of the API uses. */
export function listRoute<Row, Params extends ListParams>(def: {
  path: string;
  tag: string;
  summary: string;
  access: SchoolAccess;
  list: ListDefinition<Row, Params>;
}): RouteDefinition {
  return defineRoute({
    method: 'GET',
    path: def.path,
    tag: def.tag,
    summary: `${def.summary}; paginated, sortable, format=csv exports the whole filtered list`,
    access: def.access,
    query: def.list.query,
    handler: ({ db, caller, query }) => listResponse(def.list, db, caller.school.id, query),
  });
}

export function resourceRoutes<Row, Body, Params extends ListParams>(
  r: ResourceDefinition<Row, Body, Params>,
): RouteDefinition[] {
  const item = `${r.path}/:id`;
  const Label = capitalised(r.label);
  // `/class-sections` → `class-sections`: the audit log names a resource as its API does.
  const entity = r.path.replace(/^\//, '');
  return [
    listRoute({
      path: r.path,
      tag: r.tag,
      summary: `List ${r.label} records (searchable)`,
      access: r.access.list,
      list: r.list,
    }),
    defineRoute({
      method: 'GET',
      path: item,
      tag: r.tag,
      summary: `One ${r.label}`,
      access: r.access.read,
      handler: async ({ db, caller, params }) =>
        envelope(await mustGet(r, db, caller.school.id, parseId(params.id, r.label))),
    }),
    defineRoute({
      method: 'POST',
      path: r.path,
      tag: r.tag,
      summary: `Create a ${r.label}`,
      access: r.access.create,
      body: r.body,
      audit: { entity, actions: ['create'] },
      handler: async ({ db, caller, body, audit }) => {
        const schoolId = caller.school.id;
        const created = await db.transaction(async (tx) => {
          const id = await r.create(tx, schoolId, body);
          const row = await mustGet(r, tx, schoolId, id);
          await audit(tx, { action: 'create', entity, entityId: id, after: row });
          return row;
        });
        return envelope(created, done('created', Label));
      },
    }),
    defineRoute({
      method: 'PUT',
      path: item,
      tag: r.tag,
      summary: `Change a ${r.label}`,
      access: r.access.edit,
      body: r.body,
      audit: { entity, actions: ['update'] },
      handler: async ({ db, caller, params, body, audit }) => {
        const schoolId = caller.school.id;
        const id = parseId(params.id, r.label);
        const saved = await db.transaction(async (tx) => {
          const before = await mustGet(r, tx, schoolId, id);
          const result = await r.update(tx, schoolId, id, body);
          if (result === false) throw notFoundLabelled(r.label);
          // An edit that replaced the row is shown (and audited) under its new id.
          const shown = typeof result === 'number' ? result : id;
          const after = await mustGet(r, tx, schoolId, shown);
          await audit(tx, { action: 'update', entity, entityId: shown, before, after });
          return after;
        });
        return envelope(saved, done('saved', Label));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: item,
      tag: r.tag,
      summary: `Delete a ${r.label} that nothing uses (409 names what still does)`,
      access: r.access.delete,
      audit: { entity, actions: ['delete'] },
      handler: async ({ db, caller, params, audit }) => {
        const schoolId = caller.school.id;
        const id = parseId(params.id, r.label);
        await db.transaction(async (tx) => {
          const row = await mustGet(r, tx, schoolId, id);
          await r.beforeDelete?.(tx, schoolId, row);
          await refuseIfUsed(tx, schoolId, id, r.label, [...r.usages, ...usagesOf(r.usageTarget)]);
          await r.remove(tx, schoolId, id);
          await audit(tx, { action: 'delete', entity, entityId: id, before: row });
        });
        return envelope({ id }, done('deleted', Label));
      },
    }),
  ];
}
