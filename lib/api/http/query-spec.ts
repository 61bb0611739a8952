/**
 * A resource's read side declared once: the select (with its joins), the school and id
 * columns, what search looks in, what sort may name, and its filters. From it come the page
 * query of the list, the CSV batches and the one-row read, all scoped to the caller's school.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orderFor, searchAny, type ListParams, type PageWindow } from './list';

type Paged<R> = { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
type Ordered<R> = { orderBy(...order: SQL[]): Paged<R> } & PromiseLike<R[]>;
/** What `db.select({...}).from(t).leftJoin(...)` gives, before its WHERE. */
export type SelectFrom<R> = { where(condition: SQL | undefined): Ordered<R> };

export type QuerySpec<Row, Params extends ListParams> = {
  /** Must select `total: totalColumn()` besides the row's own fields. */
  select: (db: Executor) => SelectFrom<Row & { total: number }>;
  schoolId: AnyPgColumn;
  id: AnyPgColumn;
  search: (AnyPgColumn | SQL)[];
  sort: Record<string, AnyPgColumn | SQL>;
  defaultSort: string;
  filters?: (params: Params) => (SQL | undefined)[];
};

export function queriesOf<Row, Params extends ListParams>(spec: QuerySpec<Row, Params>) {
  return {
    fetch: (db: Executor, schoolId: number, params: Params, window: PageWindow) =>
      spec
        .select(db)
        .where(
          and(
            eq(spec.schoolId, schoolId),
            searchAny(params.search, spec.search),
            ...(spec.filters?.(params) ?? []),
          ),
        )
        .orderBy(...orderFor(params.sort, spec.sort, spec.defaultSort, spec.id))
        .limit(window.limit)
        .offset(window.offset),
    get: async (db: Executor, schoolId: number, id: number): Promise<Row | undefined> => {
      const [row] = await spec.select(db).where(and(eq(spec.schoolId, schoolId), eq(spec.id, id)));
      return row ? withoutTotal([row])[0] : undefined;
    },
  };
}

/** Rows without the window total the list query added. */
export function withoutTotal<Row>(rows: (Row & { total: number })[]): Row[] {
  return rows.map((row) => {
    const copy: Partial<Row & { total: number }> = { ...row };
    delete copy.total;
    return copy as Row;
  });
}
