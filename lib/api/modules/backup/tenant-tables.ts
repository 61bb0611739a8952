/**
 * The shapes of every table the application defines, read from the Drizzle schema exports
 * (lib/db/schema): the one place the backup learns which tables exist. This file imports the
 * schema barrel by design (lint/module-boundaries.mjs lists it): a backup that had to be told
 * about each table would miss the next one.
 */
import { getTableName, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema';
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

export function schemaTables(exports: Record<string, unknown> = schema): TableShape[] {
  const tables = Object.values(exports).filter((value): value is PgTable => is(value, PgTable));
  return tables.map(shapeOf).sort((a, b) => a.name.localeCompare(b.name));
}

let cached: BackupPlan | undefined;

/** The plan for this build's schema (computed once). */
export function currentPlan(): BackupPlan {
  cached ??= backupPlan(schemaTables());
  return cached;
}
