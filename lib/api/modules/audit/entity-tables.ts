/**
 * Which table an audit entry's `entity_id` names, by its entity (the resource's API path
 * name): the provider's restore renumbers every row of an archive and rewrites each entry's
 * entity_id with it (lib/api/http/id-links.ts). By default the entity's table is its name in
 * snake_case (`fee-payments` → fee_payments); the exceptions are declared by the module that
 * records the entity, in its manifest's `auditTables` (people's `guardians: 'users'`; null for
 * what a school's archive does not carry), read here from the registry when it connects.
 * lib/api/modules/backup/links.test.ts checks every entity a manifest labels against the
 * backup's tables.
 */
import { getTableName } from 'drizzle-orm';
import { declaredByModules, type ApiModule } from '../../http/module';

let exceptions: ReadonlyMap<string, string | null> = new Map();

/** Called by the audit manifest's `connect` with the registry. */
export function registerAuditTables(modules: readonly ApiModule[]): void {
  exceptions = declaredByModules<string | null>(modules, 'auditTables');
}

const tableIn = (declared: ReadonlyMap<string, string | null>, entity: string) =>
  declared.has(entity) ? (declared.get(entity) ?? null) : entity.replaceAll('-', '_');

export const entityTable = (entity: string): string | null => tableIn(exceptions, entity);

/**
 * The entities the modules' write routes record (their `audit` labels) whose table is neither
 * one a module owns nor declared (null included) in an `auditTables`: each needs its line.
 */
export function entitiesWithoutTable(modules: readonly ApiModule[]): string[] {
  const declared = declaredByModules<string | null>(modules, 'auditTables');
  const owned = new Set(modules.flatMap((m) => (m.tables ?? []).map((t) => getTableName(t.table))));
  return modules.flatMap((m) =>
    Object.keys(m.audit ?? {}).filter((entity) => {
      const table = tableIn(declared, entity);
      return table !== null && !owned.has(table);
    }),
  );
}
