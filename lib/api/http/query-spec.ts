/**
 * A list's read side declared once: the select (with its joins), the school and id columns,
 * what search looks in, what sort may name, and its filters. From it come the page of a list,
 * its capped total, the ordered query the CSV export reads through a cursor, and the one-row
 * read — all scoped to the caller's school. Every list of the API, academics and people alike,
 * is declared this way (see docs/ARCHITECTURE.md, "Lists").
 */
import {
  and,
  eq,
  getTableName,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orderFor, searchAny, TOTAL_CAP, type ListParams } from './list';
import { pageRows } from './page-query';

/**
 * `"table"."column"` always. Drizzle leaves column names bare in the select list of a
 * single-table query, where a correlated sub-select would then resolve them to its own tables:
 * columns inside a sub-select in a list's fields go through this.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A select ready to run: Drizzle's select builder after its WHERE, ORDER BY and LIMIT. */
export type ReadableSelect<R> = SQLWrapper &
  PromiseLike<R[]> & {
    toSQL(): { sql: string; params: unknown[] };
    prepare(name: string): { execute(): PromiseLike<R[]> };
  };

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
    /** The arms over those prefixes. */
    arms: (prefixes: string[]) => SQL[];
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
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`(${rows}) as capped`);
  // count(*) always answers one row; none would mean no rows at all.
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

export function queriesOf<Row, Params extends ListParams>(
  spec: QuerySpec<Row, Params>,
): ListQueries<Row, Params> {
  const where = (schoolId: number, params: Params, filters = spec.filters?.(params) ?? []) =>
    and(
      eq(spec.schoolId, schoolId),
      typeof spec.search === 'function'
        ? params.search
          ? spec.search(params.search)
          : undefined
        : searchAny(params.search, spec.search),
      ...filters,
    );
  const order = (params: Params) =>
    orderFor(params.sort, spec.sort, spec.defaultSort, spec.id, {
      searching: Boolean(params.search),
    });
  const ordered = (db: Executor, schoolId: number, params: Params, filters?: SQL[]) =>
    spec
      .select(db)
      .where(where(schoolId, params, filters))
      .orderBy(...order(params));
  return {
    ordered: (db, schoolId, params) => ordered(db, schoolId, params),
    page: (db, schoolId, params, readAhead = 0) => {
      const limit = params.per_page + readAhead;
      const offset = (params.page - 1) * params.per_page;
      const filters = (spec.filters?.(params) ?? []).filter((f): f is SQL => f !== undefined);
      const plain = () => ordered(db, schoolId, params, filters).limit(limit).offset(offset);
      const page = { limit, offset };
      return pageRows(db, spec, schoolId, params, page, filters, order(params), plain);
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
