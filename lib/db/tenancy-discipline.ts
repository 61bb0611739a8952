/**
 * The rules that let this one shared schema be distributed by school on Citus (distributed
 * PostgreSQL) when one server is no longer enough, read from the live catalogue so a table added
 * later that breaks them fails CI (tenancy-discipline.test.ts):
 * - every table is a tenant table (it has `school_id`), a reference table (a shared catalogue,
 *   copied to every node) or a provider table (the provider's own, kept on the coordinator);
 * - a tenant table's `school_id` is NOT NULL and part of its primary key and of every unique
 *   constraint or unique index (Citus enforces uniqueness per shard only);
 * - a foreign key between tenant tables includes `school_id` on both sides (rows that point at
 *   each other then live on the same node); a tenant table may point at a reference table,
 *   never at a provider table; a reference table never points at a tenant table.
 * docs/CITUS.md gives the statements that distribute the tables (citusStatements below).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/** Shared catalogues every school reads: reference tables on Citus. */
export const REFERENCE_TABLES = ['months', 'permissions', 'plans', 'schools'] as const;

/**
 * The provider's own tables (no school owns their rows); they stay on the coordinator. The
 * provider's accounts have their own access tokens, reset tokens and audit log, apart from the
 * schools' (a school's table never holds a row of no school).
 */
export const PROVIDER_TABLES = [
  'login_throttle',
  'outbox_emails',
  'partner_applications',
  'provider_access_tokens',
  'provider_audit_log',
  'provider_password_reset_tokens',
  'provider_users',
  'push_vapid_keys',
  'school_registrations',
  'system_settings',
] as const;

export const TENANT_KEY = 'school_id';

export type Catalogue = {
  tables: { name: string; columns: { name: string; notNull: boolean }[] }[];
  /** Primary keys and unique constraints or indexes; `columns` null when it has an expression. */
  uniques: { table: string; name: string; primary: boolean; columns: (string | null)[] }[];
  foreignKeys: {
    table: string;
    name: string;
    columns: string[];
    references: string;
    referencedColumns: string[];
  }[];
};

const isTenant = (catalogue: Catalogue, table: string) =>
  catalogue.tables.some((t) => t.name === table && t.columns.some((c) => c.name === TENANT_KEY));
const isReference = (table: string) => (REFERENCE_TABLES as readonly string[]).includes(table);
const isProvider = (table: string) => (PROVIDER_TABLES as readonly string[]).includes(table);

/** Every breach of the rules above, one readable sentence each; empty when the schema holds. */
export function tenancyViolations(catalogue: Catalogue): string[] {
  const found: string[] = [];
  for (const table of catalogue.tables) {
    const key = table.columns.find((c) => c.name === TENANT_KEY);
    if (!key) {
      if (!isReference(table.name) && !isProvider(table.name))
        found.push(
          `${table.name} has no ${TENANT_KEY} and is neither a reference nor a provider table (lib/db/tenancy-discipline.ts)`,
        );
      continue;
    }
    if (!key.notNull) found.push(`${table.name}.${TENANT_KEY} may be null`);
    const uniques = catalogue.uniques.filter((u) => u.table === table.name);
    if (!uniques.some((u) => u.primary)) found.push(`${table.name} has no primary key`);
    for (const u of uniques)
      if (!u.columns.includes(TENANT_KEY))
        found.push(
          `${table.name}: ${u.primary ? 'the primary key' : `unique ${u.name}`} does not include ${TENANT_KEY}`,
        );
  }
  for (const fk of catalogue.foreignKeys) {
    const fromTenant = isTenant(catalogue, fk.table);
    const toTenant = isTenant(catalogue, fk.references);
    if (fromTenant && toTenant) {
      const position = fk.columns.indexOf(TENANT_KEY);
      if (position < 0 || fk.referencedColumns[position] !== TENANT_KEY)
        found.push(
          `${fk.table}: foreign key ${fk.name} to ${fk.references} does not pair ${TENANT_KEY} with ${TENANT_KEY}`,
        );
    } else if (fromTenant && !isReference(fk.references)) {
      found.push(
        `${fk.table}: foreign key ${fk.name} points at ${fk.references}, which is not a reference table`,
      );
    } else if (!fromTenant && toTenant) {
      found.push(`${fk.table}: foreign key ${fk.name} points at the tenant table ${fk.references}`);
    }
  }
  return found;
}

/** Tables in an order where each comes after every table it points at. */
export function dependencyOrder(catalogue: Catalogue): string[] {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const fk of catalogue.foreignKeys)
      if (fk.table === table && fk.references !== table) visit(fk.references);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of [...catalogue.tables.map((t) => t.name)].sort()) visit(table);
  return ordered;
}

/** The statements a provider runs on a Citus coordinator, reference tables first. */
export function citusStatements(catalogue: Catalogue): string[] {
  const order = dependencyOrder(catalogue);
  const tenants = order.filter((t) => isTenant(catalogue, t));
  const [first, ...rest] = tenants;
  return [
    ...order.filter(isReference).map((t) => `select create_reference_table('${t}');`),
    `select create_distributed_table('${first}', '${TENANT_KEY}');`,
    ...rest.map(
      (t) =>
        `select create_distributed_table('${t}', '${TENANT_KEY}', colocate_with => '${first}');`,
    ),
  ];
}

const rowsOf = async <R>(db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;

/** The live catalogue of the public schema (PostgreSQL and PGlite alike). */
export async function readCatalogue(db: Executor): Promise<Catalogue> {
  const columns = await rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(
    db,
    sql`select c.table_name, c.column_name, c.is_nullable
      from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, Catalogue['tables'][number]>();
  for (const c of columns) {
    const table = tables.get(c.table_name) ?? { name: c.table_name, columns: [] };
    table.columns.push({ name: c.column_name, notNull: c.is_nullable === 'NO' });
    tables.set(c.table_name, table);
  }
  const uniques = await rowsOf<{
    table: string;
    name: string;
    primary: boolean;
    columns: (string | null)[];
  }>(
    db,
    sql`select t.relname as table, i.relname as name, x.indisprimary as primary,
        array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
              left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
              order by k.n) as columns
      from pg_index x
      join pg_class t on t.oid = x.indrelid
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace s on s.oid = t.relnamespace
      where s.nspname = 'public' and x.indisunique`,
  );
  const foreignKeys = await rowsOf<Catalogue['foreignKeys'][number]>(
    db,
    sql`select t.relname as table, c.conname as name, r.relname as references,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, n)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
              order by k.n) as columns,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, n)
              join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum
              order by k.n) as "referencedColumns"
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_class r on r.oid = c.confrelid
      join pg_namespace s on s.oid = t.relnamespace
      where s.nspname = 'public' and c.contype = 'f'`,
  );
  return { tables: [...tables.values()], uniques, foreignKeys };
}
