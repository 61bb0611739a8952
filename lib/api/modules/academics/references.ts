/**
 * Checks and writes shared by the academic resources: that the rows a body points at belong
 * to the caller's school (a 422 on the field, never a foreign-key 500), and the tenant-scoped
 * insert, update and delete. "What still uses this row" look-ups are `usedBy` (http/usages.ts);
 * other modules register theirs in their own module registration.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { validationFailed, type FieldErrors } from '../../http/errors';
export { usedBy } from '../../http/usages';

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

/** Inserts one row of the school and returns its id. */
export async function insertRow<T extends TenantTable>(
  tx: Executor,
  table: T,
  values: T['$inferInsert'],
): Promise<number> {
  const row = oneRow(
    await tx.insert(table).values(values).returning({ id: table.id }),
    'inserting one row',
  );
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
