/**
 * A list's read side declared once: the select (with its joins), the school and id columns,
 * what search looks in, what sort may name, and its filters. From it come the page of a list,
 * its capped total, the ordered query the CSV export reads through a cursor, and the one-row
 * read — all scoped to the caller's school. Every list of the API, academics and people alike,
 * is declared this way (see docs/ARCHITECTURE.md, "Lists").
 */
import {
  and,
  Column,
  eq,
  getTableName,
  inArray,
  is,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orderFor, searchAny, sortChoice, TOTAL_CAP, type ListParams } from './list';
import { prefixSlot, prefixValues, type PrefixSlot } from './prefix-search';
import { builtOnce, readRows, type ReadableSelect } from './read-rows';

/**
 * `"table"."column"` always. Drizzle leaves column names bare in the select list of a
 * single-table query, where a correlated sub-select would then resolve them to its own tables:
 * columns inside a sub-select in a list's fields go through this.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** The ordered, unbounded query of a list: run through a cursor by the CSV export. */
export type ListSelect<R> = SQLWrapper & {
  _: { selectedFields: unknown };
  limit(n: number | Placeholder): { offset(n: number | Placeholder): ReadableSelect<R> };
};
type Filtered<R> = SQLWrapper & {
  orderBy(...order: SQL[]): ListSelect<R>;
  limit(n: number): SQLWrapper & PromiseLike<R[]>;
} & PromiseLike<R[]>;
/** What `db.select({...}).from(t).leftJoin(...)` gives, before its WHERE. */
export type SelectFrom<R> = { where(condition: SQL | undefined): Filtered<R> };

export type QuerySpec<Row, Params extends ListParams> = {
  select: (db: Executor) => SelectFrom<Row>;
  /**
   * The cheapest select that still has every table the search and filters name, for the
   * count: usually the base table alone when the list's joins can never drop a row.
   * Defaults to `select`.
   */
  countFrom?: (db: Executor) => SelectFrom<unknown>;
  schoolId: AnyPgColumn;
  /** The row's unique key (a column, or an expression for generated rows). */
  id: AnyPgColumn | SQL;
  /** Columns matched with ILIKE '%term%', or a condition of its own (prefix searches on indexes). */
  search: (AnyPgColumn | SQL)[] | ((term: string) => SQL | undefined);
  sort: Record<string, AnyPgColumn | SQL>;
  /** A sort name, `-` in front for descending. */
  defaultSort: string;
  filters?: (params: Params) => (SQL | undefined)[];
  /**
   * For a table where a search can match thousands of rows (students sharing a surname): the
   * search as arms, each answered by one index that also holds the sort column and the id
   * (see students' search indexes). A searched page then reads (sort key, id) pairs from those
   * indexes alone, sorts them, and fetches only its own rows; the plain condition visited the
   * row of every match first (757 row pages for 5,000 matches, for a page of 20). Used when the
   * sort is a column of `table`; the arms together must match exactly what `search` does.
   */
  searchByIndex?: {
    table: PgTable;
    /** The prefixes a term is matched by; their count is the searched query's shape. */
    prefixes: (term: string) => string[];
    /** The arms over those prefixes: the term's own, or the slots of a query built once. */
    arms: (prefixes: (string | PrefixSlot)[]) => SQL[];
  };
};

export type Total = { total: number; capped: boolean };

export type ListQueries<Row, Params extends ListParams> = {
  /** The page's rows, and `readAhead` more after them (to learn whether another page follows). */
  page: (db: Executor, schoolId: number, params: Params, readAhead?: number) => PromiseLike<Row[]>;
  /** How many rows match, counted up to TOTAL_CAP (`capped` when there are more). */
  count: (db: Executor, schoolId: number, params: Params) => Promise<Total>;
  ordered: (db: Executor, schoolId: number, params: Params) => ListSelect<Row>;
  get: (db: Executor, schoolId: number, id: number) => Promise<Row | undefined>;
};

/** `select count(*)` over at most cap + 1 rows: the count costs the same for 10,001 rows or 10 million. */
export async function cappedCount(db: Executor, rows: SQLWrapper, cap = TOTAL_CAP): Promise<Total> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(${rows}) as capped`);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

export function queriesOf<Row, Params extends ListParams>(
  spec: QuerySpec<Row, Params>,
): ListQueries<Row, Params> {
  const where = (schoolId: number, params: Params) =>
    and(
      eq(spec.schoolId, schoolId),
      typeof spec.search === 'function'
        ? params.search
          ? spec.search(params.search)
          : undefined
        : searchAny(params.search, spec.search),
      ...(spec.filters?.(params) ?? []),
    );
  const order = (params: Params) =>
    orderFor(params.sort, spec.sort, spec.defaultSort, spec.id, {
      searching: Boolean(params.search),
    });
  const ordered = (db: Executor, schoolId: number, params: Params) =>
    spec
      .select(db)
      .where(where(schoolId, params))
      .orderBy(...order(params));
  const unfilteredPage = unfilteredPages(spec, order);
  const searchedPage = searchedPages(spec, order);
  return {
    ordered,
    page: (db, schoolId, params, readAhead = 0) => {
      const limit = params.per_page + readAhead;
      const offset = (params.page - 1) * params.per_page;
      const filters = (spec.filters?.(params) ?? []).filter((f): f is SQL => f !== undefined);
      if (!params.search && !filters.length)
        return unfilteredPage(params.sort)(db, { school: schoolId, limit, offset });
      const byIndex = params.search ? indexedSort(spec, params) : undefined;
      if (!byIndex) return readRows(db, ordered(db, schoolId, params).limit(limit).offset(offset));
      const prefixes = spec.searchByIndex!.prefixes(params.search!);
      const values = filters.length ? undefined : slotValues(prefixes);
      if (values)
        return searchedPage(params.sort, prefixes.length)(db, {
          ...values,
          school: schoolId,
          limit,
          offset,
        });
      const pageIds = idsThroughIndexes(spec, byIndex, {
        school: schoolId,
        arms: spec.searchByIndex!.arms(prefixes),
        filters,
        limit,
        offset,
      });
      return readRows(db, rowsOfIds(db, spec, schoolId, pageIds, order(params), limit));
    },
    count: (db, schoolId, params) =>
      cappedCount(
        db,
        (spec.countFrom ?? spec.select)(db)
          .where(where(schoolId, params))
          .limit(TOTAL_CAP + 1),
      ),
    get: async (db, schoolId, id) => {
      const [row] = await spec
        .select(db)
        .where(and(eq(spec.schoolId, schoolId), sql`${spec.id} = ${id}`))
        .limit(1);
      return row;
    },
  };
}

/**
 * The page of a list without search or filters — the one every list screen opens on — built
 * once per sort (a whitelisted name, so a handful) with the school, limit and offset as its
 * values (builtOnce): Drizzle would render the same query on every request, 0.2 ms of Node's
 * time for the students list.
 */
function unfilteredPages<Row, Params extends ListParams>(
  spec: QuerySpec<Row, Params>,
  order: (params: Params) => SQL[],
) {
  const bySort = new Map<string, ReturnType<typeof builtOnce<Row>>>();
  return (sort: string | undefined) => {
    const key = sort ?? spec.defaultSort;
    let run = bySort.get(key);
    if (!run) {
      run = builtOnce((db) =>
        spec
          .select(db)
          .where(eq(spec.schoolId, sql.placeholder('school')))
          .orderBy(...order({ sort } as Params))
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset')),
      );
      bySort.set(key, run);
    }
    return run;
  };
}

/**
 * A searched page without filters, the one the search box asks for on every keystroke, built
 * once per sort and count of prefixes, with the school, the prefixes' bounds (prefixSlot), the
 * limit and the offset as its values: rendering it per request took Node about 1.2 ms, more
 * than PostgreSQL took to answer most terms.
 */
function searchedPages<Row, Params extends ListParams>(
  spec: QuerySpec<Row, Params>,
  order: (params: Params) => SQL[],
) {
  const byShape = new Map<string, ReturnType<typeof builtOnce<Row>>>();
  return (sort: string | undefined, prefixCount: number) => {
    const key = `${sort ?? spec.defaultSort} ${prefixCount}`;
    let run = byShape.get(key);
    if (!run) {
      const params = { sort, search: 'built once' } as Params;
      const school = sql.placeholder('school');
      const limit = sql.placeholder('limit');
      const slots = Array.from({ length: prefixCount }, (_, i) => prefixSlot(`p${i}`));
      const pageIds = idsThroughIndexes(spec, indexedSort(spec, params)!, {
        school,
        arms: spec.searchByIndex!.arms(slots),
        filters: [],
        limit,
        offset: sql.placeholder('offset'),
      });
      run = builtOnce((db) => rowsOfIds(db, spec, school, pageIds, order(params), limit));
      byShape.set(key, run);
    }
    return run;
  };
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
  const byIndex = spec.searchByIndex;
  if (!byIndex || !is(spec.id, Column)) return undefined;
  const { chosen: sortColumn, descending } = sortChoice(params.sort, spec.sort, spec.defaultSort);
  if (!is(sortColumn, Column) || sortColumn.table !== byIndex.table) return undefined;
  const key =
    sortColumn.dataType === 'string' && !sortColumn.notNull
      ? sql`concat(${sortColumn})`
      : sql`${sortColumn}`;
  return { key, descending };
}

type Value = number | Placeholder;

/** The rows of a searched page, given the query of their ids (idsThroughIndexes). */
function rowsOfIds<Row, Params extends ListParams>(
  db: Executor,
  spec: QuerySpec<Row, Params>,
  school: Value,
  pageIds: SQL,
  order: SQL[],
  limit: Value,
) {
  return spec
    .select(db)
    .where(and(eq(spec.schoolId, school), inArray(spec.id as AnyPgColumn, pageIds)))
    .orderBy(...order)
    .limit(limit)
    .offset(0);
}

/**
 * The ids of a searched page through spec.searchByIndex. Each arm excludes what the arms
 * before it matched ("is not true": a NULL column must not drop a row), so the union needs
 * no de-duplication; filters apply in every arm. Sorted as the plain query sorts (the same
 * key, direction, NULL placement and id tie-break), so both give the same page: held so by
 * lib/api/modules/people/search-index.test.ts.
 */
function idsThroughIndexes<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  { key, descending }: IndexedSort,
  page: { school: Value; arms: SQL[]; filters: SQL[]; limit: Value; offset: Value },
) {
  const { table } = spec.searchByIndex!;
  const { arms } = page;
  // Written as SQL rather than with Drizzle's select builders: a filtered search builds it on
  // every request, and the builders cost Node more than PostgreSQL takes to plan it.
  const union = sql.join(
    arms.map(
      (arm, i) =>
        sql`select ${spec.id} as id, ${key} as key from ${table} where ${and(
          eq(spec.schoolId, page.school),
          arm,
          ...arms.slice(0, i).map((earlier) => sql`(${earlier}) is not true`),
          ...page.filters,
        )}`,
    ),
    sql` union all `,
  );
  const direction = descending ? sql`desc` : sql`asc`;
  return sql`(select id from (${union}) as matches order by key ${direction}, id asc limit ${page.limit} offset ${page.offset})`;
}
