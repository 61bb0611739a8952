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
  searchByIndex?: { table: PgTable; arms: (term: string) => SQL[] };
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
  return {
    ordered,
    page: (db, schoolId, params, readAhead = 0) => {
      const limit = params.per_page + readAhead;
      const offset = (params.page - 1) * params.per_page;
      if (!params.search && !spec.filters?.(params).some(Boolean))
        return unfilteredPage(params.sort)(db, { school: schoolId, limit, offset });
      const pageIds = idsThroughIndexes(spec, schoolId, params, limit, offset);
      if (!pageIds) return readRows(db, ordered(db, schoolId, params).limit(limit).offset(offset));
      return readRows(
        db,
        spec
          .select(db)
          .where(and(eq(spec.schoolId, schoolId), inArray(spec.id as AnyPgColumn, pageIds)))
          .orderBy(...order(params))
          .limit(limit)
          .offset(0),
      );
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
 * The ids of a searched page through spec.searchByIndex, or undefined when it does not apply
 * (no arms declared, or a sort that is not a column of the table). Each arm excludes what the
 * arms before it matched ("is not true": a NULL column must not drop a row), so the union needs
 * no de-duplication; filters apply in every arm. Sorted as the plain query sorts (the same
 * key, direction, NULL placement and id tie-break), so both give the same page: held so by
 * lib/api/modules/people/search-index.test.ts.
 */
function idsThroughIndexes<Params extends ListParams>(
  spec: QuerySpec<unknown, Params>,
  schoolId: number,
  params: Params,
  limit: number,
  offset: number,
) {
  const byIndex = spec.searchByIndex;
  if (!byIndex || !params.search || !is(spec.id, Column)) return undefined;
  const { chosen: sortColumn, descending } = sortChoice(params.sort, spec.sort, spec.defaultSort);
  if (!is(sortColumn, Column) || sortColumn.table !== byIndex.table) return undefined;

  // The plain query sorts a text column as concat(column), which puts NULL first (as ''); the
  // key does the same for a nullable column. For one that is never NULL the column itself
  // orders alike, and costs the index scan less (concat per row doubled it).
  const key =
    sortColumn.dataType === 'string' && !sortColumn.notNull
      ? sql`concat(${sortColumn})`
      : sql`${sortColumn}`;
  const filters = spec.filters?.(params) ?? [];
  const arms = byIndex.arms(params.search);
  // Written as SQL rather than with Drizzle's select builders: the query is rebuilt on every
  // request, and the builders cost Node more than PostgreSQL takes to plan it.
  const union = sql.join(
    arms.map(
      (arm, i) =>
        sql`select ${spec.id} as id, ${key} as key from ${byIndex.table} where ${and(
          eq(spec.schoolId, schoolId),
          arm,
          ...arms.slice(0, i).map((earlier) => sql`(${earlier}) is not true`),
          ...filters,
        )}`,
    ),
    sql` union all `,
  );
  const direction = descending ? sql`desc` : sql`asc`;
  return sql`(select id from (${union}) as matches order by key ${direction}, id asc limit ${limit} offset ${offset})`;
}
