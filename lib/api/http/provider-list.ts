/**
 * The provider console's lists: the deployment's own rows (schools, registration requests,
 * partner applications, plans, plan requests, the outbox), not one school's. They take the
 * same list path as every school list — listQuery's page, per_page ≤ 100, search, sort and
 * filters, a page with its capped total or `has_more`, `format=csv` streaming the whole filter
 * from a snapshot (listResponse in resource.ts) — with no school condition, and an optional
 * `shown` step that turns the stored rows into the rows the list shows (figures other modules
 * count, links withheld), made once per request and applied to the page or to each batch of
 * the export alike.
 */
import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { csvResponse, type CsvColumn } from './csv';
import { orderFor, searchAny, TOTAL_CAP, type ListParams } from './list';
import { cappedCount, type ListQueries, type SelectFrom } from './query-spec';
import { listResponse } from './resource';
import { snapshotBatches } from './snapshot';
import { access, defineRoute, type RouteDefinition } from './route';

/** A list's read side over the whole deployment: a QuerySpec without its school. */
type ProviderListSpec<Row, Params extends ListParams> = {
  select: (db: Executor) => SelectFrom<Row>;
  /** The row's unique key: the last sort key, so that pages never overlap. */
  id: AnyPgColumn | SQL;
  /** Columns matched with ILIKE '%term%'. */
  search: (AnyPgColumn | SQL)[];
  sort: Record<string, AnyPgColumn | SQL>;
  /** A sort name, `-` in front for descending. */
  defaultSort: string;
  filters?: (params: Params) => (SQL | undefined)[];
};

/** Turns stored rows into shown ones; built once per request (it may read lookups first). */
type ShownRows<Row, Shown> = (db: Executor) => Promise<(row: Row) => Shown>;

export type ProviderListDefinition<Row, Shown, Params extends ListParams> = {
  query: z.ZodType<Params>;
  spec: ProviderListSpec<Row, Params>;
  shown?: ShownRows<Row, Shown>;
  csv: { fileName: string; columns: CsvColumn<Shown>[] };
};

/** listResponse's school argument: the provider's queries name none and ignore it. */
const EVERY_SCHOOL = 0;

/** The page, count and ordered query of a spec, every school's rows alike. */
function providerQueriesOf<Row, Params extends ListParams>(
  spec: ProviderListSpec<Row, Params>,
): ListQueries<Row, Params> {
  const where = (params: Params) =>
    and(searchAny(params.search, spec.search), ...(spec.filters?.(params) ?? []));
  const ordered = (db: Executor, params: Params) =>
    spec
      .select(db)
      .where(where(params))
      .orderBy(
        ...orderFor(params.sort, spec.sort, spec.defaultSort, spec.id, {
          searching: Boolean(params.search),
        }),
      );
  return {
    ordered: (db, _school, params) => ordered(db, params),
    page: (db, _school, params, readAhead = 0) =>
      ordered(db, params)
        .limit(params.per_page + readAhead)
        .offset((params.page - 1) * params.per_page),
    count: (db, _school, params) =>
      cappedCount(
        db,
        spec
          .select(db)
          .where(where(params))
          .limit(TOTAL_CAP + 1),
      ),
    // The provider's lists read no single row through the list path.
    get: () => Promise.resolve(undefined),
  };
}

/** Each batch of an export as shown. */
async function* shownBatches<Row, Shown>(batches: AsyncIterator<Row[]>, show: (row: Row) => Shown) {
  for (;;) {
    const { value, done } = await batches.next();
    if (done) return;
    yield value.map(show);
  }
}

/**
 * A provider list's answer, as listResponse gives a school list's: with `format=csv` every row
 * of the filter from one snapshot, else a page (with its total, `has_more`, or the total alone).
 */
async function providerListResponse<Row, Shown, Params extends ListParams>(
  def: ProviderListDefinition<Row, Shown, Params>,
  queries: ListQueries<Row, Params>,
  db: Database,
  params: Params,
) {
  // A count alone shows no row: no lookups for it.
  const show =
    def.shown && params.total !== 'only'
      ? await def.shown(db)
      : (row: Row) => row as unknown as Shown;
  if (params.format === 'csv')
    return csvResponse(
      def.csv.fileName,
      def.csv.columns,
      shownBatches(snapshotBatches<Row>(db, queries.ordered(db, EVERY_SCHOOL, params)), show),
    );
  const shownPages: ListQueries<Shown, Params> = {
    ...queries,
    page: async (db, school, params, readAhead) =>
      (await queries.page(db, school, params, readAhead)).map(show),
    ordered: () => {
      throw new Error('A provider list exports through providerListResponse.');
    },
    get: async () => undefined,
  };
  return listResponse({ ...def, queries: shownPages }, db, EVERY_SCHOOL, params);
}

/** GET {path}, provider tokens only: a paged, searchable, sortable list with its CSV export. */
export function providerListRoute<Row, Shown, Params extends ListParams>(def: {
  path: string;
  tag: string;
  summary: string;
  list: ProviderListDefinition<Row, Shown, Params>;
}): RouteDefinition {
  const queries = providerQueriesOf(def.list.spec);
  return defineRoute({
    method: 'GET',
    path: def.path,
    tag: def.tag,
    summary: `${def.summary}; paginated, sortable, format=csv exports the whole filtered list (provider)`,
    access: access.provider,
    query: def.list.query,
    handler: ({ db, query }) => providerListResponse(def.list, queries, db, query),
  });
}
