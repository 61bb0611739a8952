/**
 * "Still in use" look-ups registered by the modules that hold the references. The module that
 * owns a row names it as a usage target (`academics.class`) and asks, before a delete, who
 * uses it; a module whose rows point at it registers a look-up under that target in its
 * module registration (lib/api/modules.ts). So the owner never imports the referencing
 * module's tables: academics does not know that fees exist, yet deleting a class used by a
 * fee structure is still a 409 that names it.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { totalColumn } from './list';

/** How many names a 409 lists before "…". */
export const USAGE_NAMES = 5;

/** What may still use a row: a noun (singular, plural) and the first names with the total. */
export type Usage = {
  noun: readonly [string, string];
  find: (tx: Executor, schoolId: number, id: number) => Promise<{ name: string; total: number }[]>;
};

/** A kind of row other modules may point at, as `{owning module}.{row}`. */
export type UsageTarget = `${string}.${string}`;

/** A look-up a referencing module registers against another module's row. */
export type RegisteredUsage = { of: UsageTarget; usage: Usage };

const registry = new Map<UsageTarget, Usage[]>();

/**
 * Called once by the module list with every module's registrations. Registering the same
 * list again (a test re-importing the module list) replaces it, so nothing is counted twice.
 */
export function registerUsages(usages: readonly RegisteredUsage[]): void {
  registry.clear();
  for (const { of, usage } of usages) registry.set(of, [...(registry.get(of) ?? []), usage]);
}

/** The look-ups other modules registered against `target` (none when nobody points at it). */
export function usagesOf(target: UsageTarget | undefined): readonly Usage[] {
  return target ? (registry.get(target) ?? []) : [];
}

type ScopedTable = PgTable & { schoolId: AnyPgColumn };

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
