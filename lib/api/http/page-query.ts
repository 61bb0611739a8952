/**
 * A list's page as one query, built per request with Drizzle's query builder, in the shapes
 * PostgreSQL answers fastest.
 *
 * A page of a large table (one that declares searchByIndex) reads the ids of the list's first
 * `window` rows, a power of two written into the text (windowFor), and then its own rows among
 * them; a searched one takes those ids from the search indexes alone (idsThroughIndexes).
 *
 * The pages list screens ask for most — a list's unfiltered pages, and on a large table its
 * first searched pages without filters — are few shapes of text, and go as named prepared
 * statements (Drizzle's `.prepare(name)`; lib/db/statements.ts): each server connection parses
 * them once and, once the generic plan is as good as its plans per call, stops planning. With
 * the limit and offset as values PostgreSQL costs the generic plan as if a tenth of the table
 * were read, so it planned every call anew: 1.3 ms of the 3.4 ms the database spent on a
 * searched page of students, 0.7 ms of a first page. With the window in the text the generic
 * plan is costed right, is chosen after five calls, and planning stops. Windows are few (32 to
 * 1,024 rows), so each sort has a handful of statements; deeper pages and filtered searches go
 * unnamed.
 */
import { createHash } from 'node:crypto';
import { and, Column, eq, inArray, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { sortChoice, type ListParams } from './list';
import type { QuerySpec, ReadableSelect } from './query-spec';

/** The smallest window a named page reads, and the largest: deeper pages go unnamed. */
const WINDOWS = { first: 32, last: 1024 };

/**
 * How many rows a page whose last row is the `end`-th must read: a power of two, so that a sort
 * has a handful of statements, not one per page. Undefined beyond the last window.
 */
function windowFor(end: number): number | undefined {
  let window = WINDOWS.first;
  while (window < end) window *= 2;
  return window <= WINDOWS.last ? window : undefined;
}

/**
 * A page's rows (`limit` from `offset` on), read through Drizzle's own mapping. `plain` is the
 * list's query itself, for the pages no other shape serves.
 */
export function pageRows<Row, Params extends ListParams>(
  db: Executor,
  spec: QuerySpec<Row, Params>,
  schoolId: number,
  params: Params,
  page: { limit: number; offset: number },
  filters: SQL[],
  order: SQL[],
  plain: () => ReadableSelect<Row>,
): PromiseLike<Row[]> {
  const { limit, offset } = page;
  const window = windowFor(limit + offset);
  const index = spec.searchByIndex;
  if (!params.search) {
    if (filters.length || !window || !index || !sortsOnItsTable(spec, params))
      return filters.length ? plain() : named(plain());
    const first = firstIds(spec, index.table, schoolId, order, window);
    return named(rowsOfIds(db, spec, schoolId, first, order, limit, offset));
  }
  const sorted = indexedSort(spec, params);
  if (!index || !sorted) return plain();
  const fixed = !filters.length && window !== undefined;
  const first = idsThroughIndexes(spec, index.table, sorted, {
    school: schoolId,
    arms: index.arms(index.prefixes(params.search)),
    filters,
    window: fixed ? window : limit + offset,
  });
  const rows = rowsOfIds(db, spec, schoolId, first, order, limit, offset);
  return fixed ? named(rows) : rows;
}

/**
 * `query` as a named prepared statement, named by its text's digest: one text has one name in
 * every process, and two texts never share one (PostgreSQL keeps 63 bytes of a name).
 */
function named<Row>(query: ReadableSelect<Row>) {
  const name = `b_${createHash('sha256').update(query.toSQL().sql).digest('base64url').slice(0, 32)}`;
  return query.prepare(name).execute();
}

/** The sort column and the id are columns of the table searchByIndex names (no join needed). */
function sortsOnItsTable<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  params: Params,
) {
  const table = spec.searchByIndex?.table;
  const { chosen } = sortChoice(params.sort, spec.sort, spec.defaultSort);
  return (
    table !== undefined &&
    is(spec.id, Column) &&
    spec.id.table === table &&
    is(chosen, Column) &&
    chosen.table === table
  );
}

/** The ids of the first `window` rows of the unfiltered list, read from its table alone. */
function firstIds<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  table: PgTable,
  school: number,
  order: SQL[],
  window: number,
) {
  return sql`(select ${spec.id} from ${table} where ${eq(spec.schoolId, school)} order by ${sql.join(
    order,
    sql`, `,
  )} limit ${sql.raw(String(window))})`;
}

type IndexedSort = { key: SQL; descending: boolean };

/**
 * The sort key a searched page is ordered by through spec.searchByIndex, or undefined when
 * that does not apply (no arms declared, or a sort that is not a column of the table). The
 * plain query sorts a text column as concat(column), which puts NULL first (as ''); the key
 * does the same for a nullable column. For one that is never NULL the column itself orders
 * alike, and costs the index scan less (concat per row doubled it).
 */
function indexedSort<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  params: Params,
): IndexedSort | undefined {
  if (!sortsOnItsTable(spec, params)) return undefined;
  const { chosen, descending } = sortChoice(params.sort, spec.sort, spec.defaultSort);
  const sortColumn = chosen as AnyPgColumn;
  const key =
    sortColumn.dataType === 'string' && !sortColumn.notNull
      ? sql`concat(${sortColumn})`
      : sql`${sortColumn}`;
  return { key, descending };
}

/** A page's rows (`limit` from `offset` on), given the query of the list's first ids. */
function rowsOfIds<Row, Params extends ListParams>(
  db: Executor,
  spec: QuerySpec<Row, Params>,
  school: number,
  firstIds: SQL,
  order: SQL[],
  limit: number,
  offset: number,
) {
  return spec
    .select(db)
    .where(and(eq(spec.schoolId, school), inArray(spec.id as AnyPgColumn, firstIds)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/**
 * The ids of a searched list's first `window` matches (a page's own and those of the pages
 * before it) through spec.searchByIndex, sorted as the plain query sorts (the same key,
 * direction, NULL placement and id tie-break), so both give the same page: held so by
 * lib/api/modules/people/search-index.test.ts. Filters apply in every arm.
 *
 * A student two arms match comes out of the union twice, with the same key. So the union's
 * first `window` × arms rows hold the first `window` students, which `distinct` then keeps
 * once each. Each arm excluding what the arms before it matched did the same, but cost a
 * lower() and two comparisons per row read: with 5,000 students sharing a surname, 4.6 ms
 * against 2.1 ms (pgbench, PostgreSQL 15, 50,000 students; a term of 473 matches, 0.2 → 0.3 ms).
 */
function idsThroughIndexes<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  table: PgTable,
  { key, descending }: IndexedSort,
  page: { school: number; arms: SQL[]; filters: SQL[]; window: number },
) {
  // Written as SQL rather than with Drizzle's select builders: a filtered search builds it on
  // every request, and the builders cost Node more than PostgreSQL takes to plan it.
  const union = sql.join(
    page.arms.map(
      (arm) =>
        sql`select ${spec.id} as id, ${key} as key from ${table} where ${and(
          eq(spec.schoolId, page.school),
          arm,
          ...page.filters,
        )}`,
    ),
    sql` union all `,
  );
  const order = sql`order by key ${descending ? sql`desc` : sql`asc`}, id asc`;
  const rows = (n: number) => sql.raw(String(n));
  return sql`(select id from (select distinct id, key from (select id, key from (${union}) as matches ${order} limit ${rows(page.window * page.arms.length)}) as firsts ${order} limit ${rows(page.window)}) as first)`;
}
