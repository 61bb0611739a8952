/**
 * A module's manifest: everything the rest of the system needs from one functional area,
 * declared once in its folder's `module.ts`. lib/api/modules.ts (the registry) lists every
 * manifest, one line per module, and everything that spans modules reads that list: the
 * routes and /api/meta-data (lib/api/routes.ts), the menu (lib/menu/compose.ts), the
 * dashboard, the demo seed, backup and restore, private-file access, the plan gate and the
 * generated cross-school tests (whose fixtures sit in the module's
 * test-support/foreign-rows.ts). None of them names a module, and a module that consumes the
 * list (dashboard, files, backup) receives it through a routes factory: it never imports the
 * registry or the modules it reads.
 */
import { getTableName, is, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { MenuEntry } from '../../menu/types';
import type { PermissionName } from '../../permissions/catalogue';
import type { PlanModuleKey } from '../../plans/catalogue';
import type { PrivateFileKind } from '../../storage/files';
import type { DemoStep } from '../demo/context';
import type { SchoolUser } from './context';
import type { DashboardContribution } from './dashboard';
import type { Executor } from '../../db/client';
import type { IdLink, TableLinks } from './id-links';
import type { RouteDefinition } from './route';
import type { RegisteredUsage } from './usages';

/**
 * One list of /api/meta-data: a `select` of the school's rows (each with id and name), in the
 * order the screens show them. It runs as a sub-query of one statement with every other list.
 */
export type MetaDataList = (schoolId: number) => SQL;

/** Whether the caller may read a private file (`url` `/api/files/{name}`) of this kind. */
export type FileAccessRule = (db: Executor, caller: SchoolUser, url: string) => Promise<boolean>;

/**
 * How a backup treats one of the module's tenant tables (lib/api/modules/backup/plan.ts):
 * - `replace` (the default): the school's rows are deleted and the archive's inserted (the
 *   append-only ledgers too: a restore's safety backup has kept the rows it removes);
 * - `append`: never deleted, even by a restore (the audit log): the archive's rows missing by
 *   id are added;
 * - `{ derived }`: kept by triggers from other tables, left out of the archive; a restore
 *   empties the school's rows and the triggers rebuild them from the rows it inserts (the
 *   reason says from what);
 * - `{ excluded }`: left out of the archive, with the reason.
 */
export type TableRestore = 'replace' | 'append' | { derived: string } | { excluded: string };

/**
 * A table the module owns, how its backup treats it, and the columns that name the school's
 * rows without a foreign key (id-links.ts).
 */
export type OwnedTable = {
  table: PgTable;
  restore: TableRestore;
  links?: Readonly<Record<string, IdLink>>;
};

export type ApiModule = {
  /** The module's folder under lib/api/modules. */
  name: string;
  /**
   * Its routes. A module that reads the other manifests (the dashboard, private files,
   * backups) gives a factory, called once with the registry when the routes are assembled.
   */
  routes:
    readonly RouteDefinition[] | ((modules: readonly ApiModule[]) => readonly RouteDefinition[]);
  /** Lists this module adds to /api/meta-data, by their key in the response (SPEC §3). */
  metaData?: Readonly<Record<string, MetaDataList>>;
  /** Look-ups of this module's rows that point at another module's rows (usages.ts). */
  usages?: readonly RegisteredUsage[];
  /** The permissions of the catalogue (SPEC §6) this module's routes and screens check. */
  permissions?: readonly PermissionName[];
  /** The optional plan module its routes, menu items and figures belong to (none: basic). */
  plan?: PlanModuleKey;
  /** Its menu entries (a pure `menu.ts` of the module, read by the server layouts too). */
  menu?: readonly MenuEntry[];
  /** Its figures, charts and fields on the dashboard. */
  dashboard?: DashboardContribution;
  /** Its step of the demo seed, run after the steps it names. */
  demo?: DemoStep;
  /** Every table it owns (lib/db/schema/{area}.ts) and how a backup treats it. */
  tables?: readonly OwnedTable[];
  /**
   * The label an office reads for each entity its routes record in the audit log: the
   * `entity` of their audit declarations as recorded → singular, sentence case
   * (`{ 'fee-payments': 'Fee payment' }`). The log's list, export, filters and history show
   * it; lib/api/audit-coverage.test.ts fails on a recorded entity without one.
   */
  audit?: Readonly<Record<string, string>>;
  /**
   * The table an audited entity's `entity_id` names where it is not the entity's name in
   * snake_case (`{ guardians: 'users' }`), or null for what a school's archive does not carry
   * (provider records, excluded tables, settings recorded without an id). The provider's
   * restore rewrites the ids by it (the audit module's entity-tables.ts).
   */
  auditTables?: Readonly<Record<string, string | null>>;
  /**
   * The table whose id follows the name of each notification event it sends in the event's key
   * (`payment_received:{fee_payments id}`): the provider's restore rewrites the keys by it
   * (the notifications module's restore-links.ts).
   */
  notificationKeys?: Readonly<Record<string, string>>;
  /** The access rule of each kind of private file it stores. */
  files?: Readonly<Partial<Record<PrivateFileKind, FileAccessRule>>>;
  /**
   * Plugs the module into hooks of the modules below it and of the machinery (a lower module
   * offers a hook instead of importing upward). Called once, when the registry is loaded, with
   * the registry (for a module that reads the other manifests' declarations).
   */
  connect?: (modules: readonly ApiModule[]) => void;
};

/** Identity function that checks a module's declaration where it is written. */
export function defineModule(module: ApiModule): ApiModule {
  return module;
}

/**
 * One map of what the manifests declare under one field (`auditTables`, `notificationKeys`),
 * for the module that reads them when it connects; a key two modules declare differently
 * stops the start with a sentence naming both.
 */
export function declaredByModules<V>(
  modules: readonly ApiModule[],
  field: 'auditTables' | 'notificationKeys',
): Map<string, V> {
  const merged = new Map<string, V>();
  const owner = new Map<string, string>();
  for (const m of modules)
    for (const [key, value] of Object.entries(m[field] ?? {}) as [string, V][]) {
      if (merged.has(key) && merged.get(key) !== value)
        throw new Error(
          `${field}: "${key}" is ${String(merged.get(key))} in ${owner.get(key)} and ${String(value)} in ${m.name}.`,
        );
      merged.set(key, value);
      owner.set(key, m.name);
    }
  return merged;
}

/** A module's routes, its factory called with the registry when it gives one. */
export const routesOf = (module: ApiModule, modules: readonly ApiModule[]) =>
  typeof module.routes === 'function' ? module.routes(modules) : module.routes;

/**
 * Every table of a schema file (`import * as schema from '…/db/schema/fees'`), restored by
 * `replace` unless `rules` says otherwise for its SQL name, with the links of `links` (by
 * table and column) that no foreign key declares.
 */
export function tablesOf(
  schema: Record<string, unknown>,
  rules: Readonly<Record<string, TableRestore>> = {},
  links: TableLinks = {},
): OwnedTable[] {
  const tables = Object.values(schema).filter((value): value is PgTable => is(value, PgTable));
  const names = new Set(tables.map(getTableName));
  for (const name of [...Object.keys(rules), ...Object.keys(links)])
    if (!names.has(name)) throw new Error(`tablesOf: no table "${name}" in this schema file.`);
  return tables.map((table) => {
    const name = getTableName(table);
    return { table, restore: rules[name] ?? 'replace', ...(links[name] && { links: links[name] }) };
  });
}
