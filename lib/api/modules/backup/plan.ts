/**
 * Which tables a school's backup holds, and in what order: pure rules over the shapes of the
 * tables the manifests declare (`tables`, read by tenant-tables.ts), so a table another
 * module adds tomorrow is covered the day its manifest names its schema file.
 *
 * - A tenant table is any table with a `school_id` column.
 * - Every tenant table is backed up, except those its manifest excludes (each with its
 *   reason) or marks as derived; `append` tables are restored by appending.
 * - Tables are ordered so that a table comes after every table it references (inserts in
 *   this order, deletes in the reverse), which foreign keys require.
 * - `problems` names what the backup cannot do (a reference cycle, a table outside the school
 *   pointing into it, a tenant table without a primary key...); the coverage test requires
 *   none.
 */

import type { IdLink } from '../../http/id-links';
import type { TableRestore } from '../../http/module';

export type ColumnShape = {
  name: string;
  /** A stored generated column: computed by the database, never inserted. */
  generated: boolean;
  /** An identity column: its values are restored as they were (OVERRIDING SYSTEM VALUE). */
  identity: boolean;
  /** A json or jsonb column (it may name ids: its module says whether, id-links.ts). */
  json?: boolean;
};

export type ReferenceShape = {
  table: string;
  columns: string[];
  foreignColumns: string[];
};

export type TableShape = {
  name: string;
  columns: ColumnShape[];
  primaryKey: string[];
  references: ReferenceShape[];
  /** How its module's manifest says a backup treats it (absent: replace). */
  restore?: TableRestore;
  /** Its columns that name the school's rows without a foreign key (id-links.ts). */
  links?: Readonly<Record<string, IdLink>>;
};

/** How a backed-up table is put back. */
export type RestoreMode =
  /** The school's rows are deleted and the archive's inserted. */
  | 'replace'
  /**
   * Never deleted (the audit log): a trigger refuses DELETE, so the school's rows stay; rows of
   * the archive missing by id are added, and the restore itself adds one audit row.
   */
  | 'append';

export type PlannedTable = TableShape & { mode: RestoreMode };

/**
 * Why a table stays out of the archive (its manifest's `excluded` or `derived` reason), or
 * undefined for a table that is backed up. Derived tables (the fee summary's totals, kept by
 * triggers from the ledgers, drizzle/0017) are emptied for the school by a restore, and the
 * ledger rows it inserts rebuild them through the same triggers. Their foreign keys are
 * deferrable, like the ledger's.
 */
export function exclusionReason(t: TableShape): string | undefined {
  const r = t.restore;
  if (r === undefined || typeof r === 'string') return undefined;
  return 'excluded' in r ? r.excluded : `derived: ${r.derived}`;
}

export const isDerived = (t: TableShape) => typeof t.restore === 'object' && 'derived' in t.restore;

export const SCHOOL_COLUMN = 'school_id';

export const isTenantTable = (t: TableShape) => t.columns.some((c) => c.name === SCHOOL_COLUMN);

/**
 * Whether a table's key holds school_id ((school_id, id): the same id is free in every school)
 * — every tenant table since 0016 moved the provider's own rows out of the audit log. A table
 * keyed by its id alone, referenced by another, is a problem of the plan: its rows' ids would
 * have to be unique across schools, which the school's own restore (ids kept) cannot promise.
 * (The provider's restore renumbers every row whatever its key, renumber.ts.)
 */
export const keepsIdsInAnotherSchool = (t: TableShape) =>
  t.primaryKey.length === 0 || t.primaryKey.includes(SCHOOL_COLUMN);

export type BackupPlan = {
  /** In foreign-key order: every table after the tables it references. */
  tables: PlannedTable[];
  /** Tenant tables kept out of the archive (excluded or derived) but present in the schema. */
  excluded: TableShape[];
  problems: string[];
};

export function backupPlan(shapes: readonly TableShape[]): BackupPlan {
  const problems: string[] = [];
  const tenant = shapes.filter(isTenantTable);
  const tenantNames = new Set(tenant.map((t) => t.name));
  const included = tenant.filter((t) => exclusionReason(t) === undefined);
  const excludedNames = new Set(tenant.filter((t) => exclusionReason(t)).map((t) => t.name));
  const includedNames = new Set(included.map((t) => t.name));

  for (const t of shapes) {
    if (tenantNames.has(t.name)) continue;
    for (const ref of t.references)
      if (tenantNames.has(ref.table))
        problems.push(
          `${t.name} has no school_id but references the tenant table ${ref.table}: its rows would escape the backup and block a restore`,
        );
  }
  for (const t of included) {
    if (t.primaryKey.length === 0)
      problems.push(`${t.name} has no primary key: its rows cannot be put in a stable order`);
    for (const ref of t.references) {
      if (ref.table === t.name)
        problems.push(`${t.name} references itself: rows could not be inserted in key order`);
      else if (excludedNames.has(ref.table))
        problems.push(`${t.name} references ${ref.table}, which the backup leaves out`);
      else {
        const target = included.find((x) => x.name === ref.table);
        if (target && !keepsIdsInAnotherSchool(target))
          problems.push(
            `${t.name} references ${ref.table}, whose key lacks school_id: its ids change when a backup is restored as a new school`,
          );
      }
    }
  }

  const ordered: PlannedTable[] = [];
  const placed = new Set<string>();
  let pending = [...included].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length) {
    const ready = pending.filter((t) =>
      t.references.every(
        (r) => r.table === t.name || !includedNames.has(r.table) || placed.has(r.table),
      ),
    );
    if (!ready.length) {
      problems.push(
        `these tables reference each other in a cycle and cannot be ordered: ${pending.map((t) => t.name).join(', ')}`,
      );
      break;
    }
    for (const t of ready) {
      ordered.push({ ...t, mode: t.restore === 'append' ? 'append' : 'replace' });
      placed.add(t.name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return { tables: ordered, excluded: tenant.filter((t) => !includedNames.has(t.name)), problems };
}
