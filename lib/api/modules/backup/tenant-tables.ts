/**
 * The shapes of the tables the manifests declare (`tables`: every table of a module's schema
 * file, with how a backup treats it): the one place the backup learns which tables exist.
 * The backup module imports no other module: the registry's manifests are handed to it when
 * the routes are assembled (`takeModuleTables`, called by its routes factory).
 */
import { getTableName } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import type { IdLink } from '../../http/id-links';
import type { ApiModule, TableRestore } from '../../http/module';
import { backupPlan, type BackupPlan, type TableShape } from './plan';

export function shapeOf(
  table: PgTable,
  restore?: TableRestore,
  links?: Readonly<Record<string, IdLink>>,
): TableShape {
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
      ...(/^jsonb?$/.test(c.getSQLType()) && { json: true }),
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
    ...(restore && restore !== 'replace' ? { restore } : {}),
    ...(links && { links }),
  };
}

/** Every table the manifests own, by name; a table two modules claim is a programming error. */
export function moduleTables(modules: readonly ApiModule[]): TableShape[] {
  const owner = new Map<string, string>();
  const shapes: TableShape[] = [];
  for (const m of modules)
    for (const { table, restore, links } of m.tables ?? []) {
      const name = getTableName(table);
      const taken = owner.get(name);
      if (taken) throw new Error(`The table ${name} is claimed by both ${taken} and ${m.name}.`);
      owner.set(name, m.name);
      shapes.push(shapeOf(table, restore, links));
    }
  return shapes.sort((a, b) => a.name.localeCompare(b.name));
}

let modulesOfThisBuild: readonly ApiModule[] | undefined;
let cached: BackupPlan | undefined;

/**
 * Hands the backup the registry's manifests (its routes factory does, at assembly). One
 * registry per process: the last assembly wins, which only a test assembling a list of its
 * own (lib/api/manifest.test.ts, without the API) ever changes.
 */
export function takeModuleTables(modules: readonly ApiModule[]) {
  modulesOfThisBuild = modules;
  cached = undefined;
}

/** The plan for this build's manifests (computed once). */
export function currentPlan(): BackupPlan {
  if (!modulesOfThisBuild)
    throw new Error('The backup was not given the modules: mount its routes first.');
  cached ??= backupPlan(moduleTables(modulesOfThisBuild));
  return cached;
}
