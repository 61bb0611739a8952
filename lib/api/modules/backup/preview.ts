/**
 * What a restore will set aside, said before the user confirms: for every table the restore
 * replaces, the school's rows made or changed after the archive was made (by `updated_at`,
 * else `created_at`). Those rows leave the school and are kept in the safety backup. Rows
 * deleted since come back with the restore and are not counted. The screen shows the figures
 * people recognise (payments, attendance...) and the rest as "other records".
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { PlannedTable } from './plan';

/** The column that says when a row was last written, or undefined for a table without one. */
export function changedAtColumn(table: PlannedTable) {
  const names = new Set(table.columns.map((c) => c.name));
  if (names.has('updated_at')) return 'updated_at';
  if (names.has('created_at')) return 'created_at';
  return undefined;
}

/** The figures the screen names, by the tables they count; the other tables sum to `other`. */
export const NAMED_FIGURES = {
  payments: ['fee_payments'],
  payment_cancellations: ['fee_payment_cancellations'],
  attendance: ['student_attendance', 'staff_attendance'],
  expenses: ['expenses'],
  stock_movements: ['inventory_transactions'],
} as const;

export type SetAsideFigures = Record<keyof typeof NAMED_FIGURES | 'other', number>;

/** Rows per table summed into the named figures and `other` (a pure rule). */
export function setAsideFigures(byTable: Record<string, number>): SetAsideFigures {
  const figures = { other: 0 } as SetAsideFigures;
  const named = new Map<string, keyof typeof NAMED_FIGURES>();
  for (const [figure, tables] of Object.entries(NAMED_FIGURES) as [
    keyof typeof NAMED_FIGURES,
    readonly string[],
  ][]) {
    figures[figure] = 0;
    for (const table of tables) named.set(table, figure);
  }
  for (const [table, rows] of Object.entries(byTable)) figures[named.get(table) ?? 'other'] += rows;
  return figures;
}

/** The school's rows per replaced table written after `since` (tables with none left out). */
export async function rowsWrittenSince(
  db: Pick<Executor, 'execute'>,
  schoolId: number,
  since: Date,
  tables: PlannedTable[],
): Promise<Record<string, number>> {
  const counted = tables
    .filter((t) => t.mode === 'replace')
    .flatMap((t) => {
      const column = changedAtColumn(t);
      return column ? [{ name: t.name, column }] : [];
    });
  if (!counted.length) return {};
  const parts = counted.map(
    (t) =>
      sql`select ${t.name}::text as name, count(*)::int as n from ${sql.raw(`"${t.name}"`)} where school_id = ${schoolId} and ${sql.raw(`"${t.column}"`)} > ${since.toISOString()}::timestamptz`,
  );
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; n: number }[];
  };
  return Object.fromEntries(result.rows.filter((r) => r.n > 0).map((r) => [r.name, r.n]));
}
