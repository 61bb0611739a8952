/**
 * The pages list screens ask for most — the first pages of a list, unfiltered or searched — as
 * queries built once (builtOnce: rendered once, then named prepared statements on PostgreSQL,
 * lib/db/statements.ts), with the school, the search's bounds, the limit and the offset as
 * their values. Rendering a searched page per request took Node about 1.2 ms, more than
 * PostgreSQL took to answer most terms.
 *
 * A page of a large table (one that declares searchByIndex) reads the ids of the list's first
 * `window` rows, a power of two written into the text (windowFor), and then its own rows among
 * them. With the limit and offset as values in the text, PostgreSQL costs the generic plan as
 * if a tenth of the table were read, so it plans every call anew: 1.3 ms of the 3.4 ms the
 * database spent on a searched page of students, 0.7 ms of a first page. With the window in
 * the text the generic plan is costed right, is chosen after five calls, and planning stops.
 * Windows are few (32 to 1,024 rows), so each sort has a handful of statements; deeper pages and
 * filtered ones are built per request (query-spec.ts).
 */
import { and, Column, eq, inArray, is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { sortChoice, type ListParams } from './list';
import { prefixSlot, prefixValues } from './prefix-search';
import type { QuerySpec } from './query-spec';
import { builtOnce, type ReadableSelect } from './read-rows';

type Value = number | Placeholder;

/** The smallest window a built page reads, and the largest: deeper pages are built per request. */
const WINDOWS = { first: 32, last: 1024 };

/**
 * How many rows a page whose last row is the `end`-th must read: a power of two, so that a sort
 * has a handful of statements, not one per page. Undefined beyond the last window.
 */
export function windowFor(end: number): number | undefined {
  let window = WINDOWS.first;
  while (window < end) window *= 2;
  return window <= WINDOWS.last ? window : undefined;
}

/**
 * The built page for `params`, or undefined when it has none (filters, a deep search page, a
 * sort the search indexes cannot give, a prefix no slot can hold): the caller then builds it.
 */
export function builtPages<Row, Params extends ListParams>(
  spec: QuerySpec<Row, Params>,
  order: (params: Params) => SQL[],
) {
  const runs = new Map<string, ReturnType<typeof builtOnce<Row>>>();
  const runOf = (key: string, build: () => Parameters<typeof builtOnce<Row>>[0]) => {
    let run = runs.get(key);
    if (!run) {
      run = builtOnce(build());
      runs.set(key, run);
    }
    return run;
  };
  const school = sql.placeholder('school');
  const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];

  return (
    db: Executor,
    schoolId: number,
    params: Params,
    page: { limit: number; offset: number },
  ) => {
    const sort = params.sort ?? spec.defaultSort;
    const values = { school: schoolId, ...page };
    const window = windowFor(page.limit + page.offset);
    if (!params.search) {
      if (!window || !sortsOnItsTable(spec, params))
        return runOf(
          `${sort}`,
          () => (db) =>
            spec
              .select(db)
              .where(eq(spec.schoolId, school))
              .orderBy(...order(params))
              .limit(limit)
              .offset(offset),
        )(db, values);
      return runOf(`${sort} window ${window}`, () => {
        const first = firstIds(spec, school, order(params), window);
        return (db) => rowsOfIds(db, spec, school, first, order(params), limit, offset);
      })(db, values);
    }
    const sorted = indexedSort(spec, params);
    if (!sorted || !window) return undefined;
    const prefixes = spec.searchByIndex!.prefixes(params.search);
    const bounds = slotValues(prefixes);
    if (!bounds) return undefined;
    return runOf(`${sort} search ${prefixes.length} ${window}`, () => {
      const slots = prefixes.map((_, i) => prefixSlot(`p${i}`));
      const arms = spec.searchByIndex!.arms(slots);
      const first = idsThroughIndexes(spec, sorted, { school, arms, filters: [], window });
      return (db) => rowsOfIds(db, spec, school, first, order(params), limit, offset);
    })(db, { ...values, ...bounds });
  };
}

/**
 * A page built for this request (Drizzle's query builder, values as parameters): the same
 * queries as the built pages above and, for the pages those cover, the same shapes (a large
 * table's window of first ids, the search through its indexes). `named`: a shape of the few a
 * built page has (no filters; a search only through the indexes, within a window), sent as a
 * named prepared statement like the built ones.
 */
export function pageQuery<Row, Params extends ListParams>(
  db: Executor,
  spec: QuerySpec<Row, Params>,
  schoolId: number,
  params: Params,
  page: { limit: number; offset: number },
  filters: SQL[],
  order: SQL[],
  plain: () => ReadableSelect<Row>,
): { query: ReadableSelect<Row>; named: boolean } {
  const { limit, offset } = page;
  const window = windowFor(limit + offset);
  if (!params.search) {
    if (filters.length || !window || !sortsOnItsTable(spec, params))
      return { query: plain(), named: !filters.length };
    const first = firstIds(spec, schoolId, order, window);
    return { query: rowsOfIds(db, spec, schoolId, first, order, limit, offset), named: true };
  }
  const sorted = indexedSort(spec, params);
  if (!sorted) return { query: plain(), named: false };
  const fixed = !filters.length && window !== undefined;
  const first = idsThroughIndexes(spec, sorted, {
    school: schoolId,
    arms: spec.searchByIndex!.arms(spec.searchByIndex!.prefixes(params.search)),
    filters,
    window: fixed ? window : limit + offset,
  });
  return { query: rowsOfIds(db, spec, schoolId, first, order, limit, offset), named: fixed };
}

/** The values of the slots p0, p1, … for these prefixes; undefined when one cannot be a slot. */
function slotValues(prefixes: string[]): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const [i, prefix] of prefixes.entries()) {
    const these = prefixValues(`p${i}`, prefix);
    if (!these) return undefined;
    Object.assign(values, these);
  }
  return values;
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
  school: Value,
  order: SQL[],
  window: number,
) {
  const { table } = spec.searchByIndex!;
  return sql`(select ${spec.id} from ${table} where ${eq(spec.schoolId, school)} order by ${sql.join(
    order,
    sql`, `,
  )} limit ${sql.raw(String(window))})`;
}

export type IndexedSort = { key: SQL; descending: boolean };

/**
 * The sort key a searched page is ordered by through spec.searchByIndex, or undefined when
 * that does not apply (no arms declared, or a sort that is not a column of the table). The
 * plain query sorts a text column as concat(column), which puts NULL first (as ''); the key
 * does the same for a nullable column. For one that is never NULL the column itself orders
 * alike, and costs the index scan less (concat per row doubled it).
 */
export function indexedSort<Params extends ListParams>(
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
export function rowsOfIds<Row, Params extends ListParams>(
  db: Executor,
  spec: QuerySpec<Row, Params>,
  school: Value,
  firstIds: SQL,
  order: SQL[],
  limit: Value,
  offset: Value,
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
export function idsThroughIndexes<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  { key, descending }: IndexedSort,
  page: { school: Value; arms: SQL[]; filters: SQL[]; window: number },
) {
  const { table } = spec.searchByIndex!;
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
