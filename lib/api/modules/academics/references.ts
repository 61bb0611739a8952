/**
 * Checks shared by the academic resources: that the rows a body points at belong to the
 * caller's school (a 422 on the field, never a foreign-key 500), and "what still uses this
 * row" look-ups for the 409 of a delete.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { validationFailed, type FieldErrors } from '../../http/errors';
import { totalColumn } from '../../http/list';
import { USAGE_NAMES, type Usage } from '../../http/resource';

type ScopedTable = PgTable & { schoolId: AnyPgColumn };
type TenantTable = ScopedTable & { id: AnyPgColumn };

export type Reference = {
  table: TenantTable;
  ids: (number | null)[] | number | null;
  field: string;
  label: string;
};

/** 422 naming each field whose id (or one of whose ids) is not a row of this school. */
export async function requireReferences(
  tx: Executor,
  schoolId: number,
  references: Reference[],
): Promise<void> {
  const errors: FieldErrors = {};
  for (const ref of references) {
    const wanted = [ref.ids].flat().filter((id): id is number => id !== null);
    if (!wanted.length) continue;
    const found = await tx
      .select({ id: ref.table.id })
      .from(ref.table)
      .where(and(eq(ref.table.schoolId, schoolId), inArray(ref.table.id, wanted)));
    if (found.length < new Set(wanted).size)
      errors[ref.field] = `The chosen ${ref.label} does not exist (any more).`;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/**
 * A usage: rows of `table` whose `column` points at the id, listed by `name`. `joined` adds
 * the joins `name` needs.
 */
export function usedBy(
  noun: readonly [string, string],
  table: ScopedTable,
  column: AnyPgColumn,
  name: AnyPgColumn | SQL,
  joined?: (q: ReturnType<typeof baseUsageQuery>) => ReturnType<typeof baseUsageQuery>,
): Usage {
  return {
    noun,
    find: async (tx, schoolId, id) => {
      const base = baseUsageQuery(tx, table, name);
      return (joined ? joined(base) : base)
        .where(and(eq(table.schoolId, schoolId), eq(column, id)))
        .orderBy(sql`1`)
        .limit(USAGE_NAMES);
    },
  };
}

function baseUsageQuery(tx: Executor, table: ScopedTable, name: AnyPgColumn | SQL) {
  return tx
    .select({ name: sql<string>`${name}`, total: totalColumn() })
    .from(table)
    .$dynamic();
}

/** Inserts one row of the school and returns its id. */
export async function insertRow<T extends TenantTable>(
  tx: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<number> {
  const [row] = await tx.insert(table).values(values).returning({ id: table.id });
  return row.id as number;
}

/** Updates the school's row `id`; false when the school has no such row. */
export async function updateRow<T extends TenantTable>(
  tx: Executor,
  table: T,
  schoolId: number,
  id: number,
  values: Partial<T['$inferInsert']>,
): Promise<boolean> {
  const rows = await tx
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(table.schoolId, schoolId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}

export async function deleteRow(
  tx: Executor,
  table: TenantTable,
  schoolId: number,
  id: number,
): Promise<void> {
  await tx.delete(table).where(and(eq(table.schoolId, schoolId), eq(table.id, id)));
}
