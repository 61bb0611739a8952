/**
 * The shapes of every table the application defines, read from the Drizzle schema exports
 * through lib/db/defined-tables.ts: the one place the backup learns which tables exist. A
 * backup that had to be told about each table would miss the next one.
 */
import { getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { definedSchemaExports } from '../../../db/defined-tables';
import { backupPlan, type BackupPlan, type TableShape } from './plan';

export function shapeOf(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const primaryKey = config.primaryKeys[0]
    ? config.primaryKeys[0].columns.map((c) => c.name)
    : config.columns.filter((c) => c.primary).map((c) => c.name);
  return {
    name: config.name,
    columns: config.columns.map((c) => ({
      name: c.name,
      generated: c.generated !== undefined,
      identity: c.generatedIdentity !== undefined,
    })),
    primaryKey,
    references: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      return {
        table: getTableName(ref.foreignTable),
        columns: ref.columns.map((c) => c.name),
        foreignColumns: ref.foreignColumns.map((c) => c.name),
      };
    }),
  };
}

export function schemaTables(
  exports: Readonly<Record<string, unknown>> = definedSchemaExports,
): TableShape[] {
  const tables = Object.values(exports).filter((value): value is PgTable => is(value, PgTable));
  return tables.map(shapeOf).sort((a, b) => a.name.localeCompare(b.name));
}

let cached: BackupPlan | undefined;

/** The plan for this build's schema (computed once). */
export function currentPlan(): BackupPlan {
  cached ??= backupPlan(schemaTables());
  return cached;
}
