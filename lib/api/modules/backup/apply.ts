/**
 * Putting a verified archive back, inside the caller's one transaction (all or nothing), after
 * the caller has written the safety backup of the school's current rows in that same
 * transaction (safety-backup.ts) — "put the school back as it was at the backup":
 *
 * 1. rows of excluded tables that point at the school's rows (sign-in sessions, reset
 *    tokens) are set aside in temporary tables, so the deletes below do not cascade them away;
 * 2. the school's rows are deleted, table by table in reverse foreign-key order: the derived
 *    totals, then every backed-up table, the append-only fee and stock ledgers included (their
 *    triggers let this one school's deletes through, `allowLedgerDeletes`); never the audit
 *    log (`append`), which refuses deletes and only gains rows;
 * 3. the archive's rows are inserted in foreign-key order, 2,000 at a time, by the database's
 *    own json_populate_recordset (so every type comes back exactly as row_to_json wrote it),
 *    ids as they were (OVERRIDING SYSTEM VALUE); audit rows only where their id is missing.
 *    The ledgers' insert triggers rebuild the derived totals from exactly these rows;
 * 4. the set-aside rows come back where what they point at still exists;
 * 5. every deferred foreign key is checked before the caller's audit row and commit.
 *
 * No identity sequence is moved (every school shares them): verifyArchive refused any id the
 * deployment has not issued (id-rule.ts), so the next id issued cannot collide with a restored one.
 *
 * The provider's restore of an archive as a new school (copyArchiveInto) is step 3 alone, with
 * the new school's id written on every row and every row renumbered (renumber.ts): fresh ids
 * from the sequences, so its archive may come from any deployment.
 *
 * Both read an archive verifyArchive has read within the size limits: they read it unbounded.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { validationFailed } from '../../http/errors';
import { ArchiveRefused, linesOf, readCheckedArchive } from './archive';
import { CHECKED_ALREADY } from './limits';
import { isDerived, SCHOOL_COLUMN, type PlannedTable, type TableShape } from './plan';
import {
  idLookUp,
  mapInOrder,
  MissingReference,
  PERMISSIONS,
  renumberingOf,
  renumberRow,
  type IdMaps,
  type TableRenumbering,
} from './renumber';
import { apiMessage } from '../../http/messages';

export const INSERT_BATCH = 2000;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const stashOf = (table: string) => ident(`restore_keep_${table}`);

type Tx = Pick<Executor, 'execute'>;

/**
 * How an archive's rows go in: into which school (every row's school_id becomes it), and each
 * line as it is or rewritten (renumbered, for the provider's restore as a new school).
 */
type Target = { schoolId: number; rewrite?: (table: string, line: string) => string };

function insertStatement(table: PlannedTable, rowsJson: string, target: Target): SQL {
  const columns = table.columns.filter((c) => !c.generated);
  const names = columns.map((c) => ident(c.name)).join(', ');
  const school = String(target.schoolId);
  const values = columns
    .map((c) => (c.name === SCHOOL_COLUMN ? `${school} as ${ident(c.name)}` : ident(c.name)))
    .join(', ');
  const override = columns.some((c) => c.identity) ? 'overriding system value' : '';
  return sql`insert into ${sql.raw(ident(table.name))} (${sql.raw(names)}) ${sql.raw(override)}
    select ${sql.raw(values)} from json_populate_recordset(null::${sql.raw(ident(table.name))}, ${rowsJson}::json)
    ${sql.raw(table.mode === 'append' ? 'on conflict do nothing' : '')}`;
}

/** Excluded tables whose rows point at rows the restore replaces (derived tables stay where they are). */
export function tablesToSetAside(excluded: TableShape[], planned: PlannedTable[]) {
  const replaced = new Set(planned.filter((t) => t.mode === 'replace').map((t) => t.name));
  return excluded.filter((t) => !isDerived(t) && t.references.some((r) => replaced.has(r.table)));
}

async function setAside(tx: Tx, tables: TableShape[], schoolId: number) {
  for (const t of tables) {
    await tx.execute(
      sql.raw(
        `create temporary table ${stashOf(t.name)} on commit drop as select * from ${ident(t.name)} where school_id = ${schoolId}`,
      ),
    );
    await tx.execute(sql.raw(`delete from ${ident(t.name)} where school_id = ${schoolId}`));
  }
}

async function putBack(tx: Tx, tables: TableShape[]) {
  for (const t of tables) {
    const columns = t.columns
      .filter((c) => !c.generated)
      .map((c) => ident(c.name))
      .join(', ');
    const override = t.columns.some((c) => c.identity) ? 'overriding system value' : '';
    const stillThere = t.references.map((r) => {
      const anyNull = r.columns.map((c) => `k.${ident(c)} is null`).join(' or ');
      const match = r.columns
        .map((c, i) => {
          const foreign = r.foreignColumns[i];
          if (foreign === undefined)
            throw new Error(`A foreign key to ${r.table} names as many columns on each side`);
          return `r.${ident(foreign)} = k.${ident(c)}`;
        })
        .join(' and ');
      return `(${anyNull} or exists (select 1 from ${ident(r.table)} r where ${match}))`;
    });
    await tx.execute(
      sql.raw(
        `insert into ${ident(t.name)} (${columns}) ${override} select ${columns} from ${stashOf(t.name)} k where ${stillThere.join(' and ') || 'true'}`,
      ),
    );
  }
}

/**
 * The tables whose school rows a restore deletes, in order: the derived totals first (the
 * ledger inserts of step 3 rebuild them), then the replaced tables in reverse foreign-key
 * order. Append tables (the audit log) are never among them.
 */
export function tablesToEmpty(planned: PlannedTable[], excluded: TableShape[]): string[] {
  const derived = excluded.filter(isDerived).map((t) => t.name);
  const replaced = [...planned].reverse().filter((t) => t.mode === 'replace');
  return [...derived, ...replaced.map((t) => t.name)];
}

/**
 * Lets the fee and stock ledgers' append-only triggers (drizzle/0022) accept deletes of this
 * school's rows until the transaction ends, and nothing else: updates, truncates, other
 * schools' rows and every other transaction stay refused. "Nothing financial is ever deleted"
 * holds because the caller has already written the rows being deleted into the safety backup,
 * in this same transaction (rolled back together if the restore is refused).
 */
async function allowLedgerDeletes(tx: Tx, schoolId: number) {
  await tx.execute(sql`select set_config('schola.restore_school', ${String(schoolId)}, true)`);
}

/** Restores a school from its own verified archive (the steps at the top of this file). */
export async function applyArchive(
  tx: Tx,
  bytes: Uint8Array,
  schoolId: number,
  planned: PlannedTable[],
  excluded: TableShape[],
): Promise<Record<string, number>> {
  if (!Number.isSafeInteger(schoolId)) throw new TypeError('A school id is an integer.');
  await tx.execute(sql`set constraints all deferred`);
  await allowLedgerDeletes(tx, schoolId);
  const aside = tablesToSetAside(excluded, planned);
  await setAside(tx, aside, schoolId);
  for (const name of tablesToEmpty(planned, excluded))
    await tx.execute(sql.raw(`delete from ${ident(name)} where school_id = ${schoolId}`));
  const inserted = await insertRows(tx, bytes, planned, { schoolId });
  await putBack(tx, aside);
  await checkReferences(tx);
  return inserted;
}

/**
 * Copies a verified archive's rows into a school just created in the caller's transaction
 * (the provider restoring a backup as a new school), renumbered (renumber.ts): one pass reads
 * every table's ids, one query per table draws as many fresh ids from its sequence (nextval:
 * the sequence moves by the rows created, never further), and a second pass inserts every
 * row rewritten, INSERT_BATCH at a time. Nothing to delete or set aside, and no key
 * deferred: a broken reference fails at its insert.
 */
export async function copyArchiveInto(
  tx: Tx,
  bytes: Uint8Array,
  school: { from: number; to: number },
  planned: PlannedTable[],
  permissions: Record<string, string> | undefined,
): Promise<Record<string, number>> {
  const renumbering = renumberingOf(planned);
  const maps: IdMaps = new Map([[PERMISSIONS, await permissionIds(tx, permissions)]]);
  for (const [table, ids] of await archiveIds(bytes, planned, renumbering)) {
    const column = renumbering.get(table)?.idColumn;
    if (column) maps.set(table, mapInOrder(ids, await freshIds(tx, table, column, ids.length)));
  }
  const idOf = idLookUp(maps, school);
  const rewrite = (table: string, line: string) => {
    const how = renumbering.get(table);
    if (!how) return line;
    try {
      return JSON.stringify(renumberRow(table, JSON.parse(line), how, idOf));
    } catch (error) {
      if (error instanceof MissingReference)
        throw new ArchiveRefused(apiMessage('backup.missingReferences'));
      throw error;
    }
  };
  return insertRows(tx, bytes, planned, { schoolId: school.to, rewrite });
}

/** Each renumbered table's ids as the archive holds them. */
async function archiveIds(
  bytes: Uint8Array,
  planned: PlannedTable[],
  renumbering: Map<string, TableRenumbering>,
) {
  const ids = new Map<string, number[]>();
  await eachTable(bytes, planned, async (table, lines) => {
    const column = renumbering.get(table.name)?.idColumn;
    if (!column) return;
    const found: number[] = [];
    for await (const line of lines) found.push(Number(JSON.parse(line)[column]));
    ids.set(table.name, found);
  });
  return ids;
}

/**
 * The archive's permission ids → this deployment's, by name; an archive without the names
 * (made before they were written) is taken to number them as this deployment does.
 */
async function permissionIds(tx: Tx, archived: Record<string, string> | undefined) {
  const result = (await tx.execute(sql`select id, name from permissions`)) as {
    rows: { id: number; name: string }[];
  };
  const here = new Map(result.rows.map((r) => [r.name, Number(r.id)]));
  const map = new Map<number, number>();
  for (const [id, name] of archived
    ? Object.entries(archived)
    : [...here].map(([n, i]) => [String(i), n] as const)) {
    const local = here.get(name);
    if (local !== undefined) map.set(Number(id), local);
  }
  return map;
}

/** `count` ids drawn from the sequence of `table`'s identity column, in one query. */
async function freshIds(tx: Tx, table: string, column: string, count: number) {
  if (count === 0) return [];
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${ident(table)}, ${column}))::text as id
      from generate_series(1, ${count})`,
  )) as { rows: { id: string }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Calls `onTable` with each planned table's entry of a verified archive, as its lines. */
async function eachTable(
  bytes: Uint8Array,
  planned: PlannedTable[],
  onTable: (table: PlannedTable, lines: AsyncIterable<string>) => Promise<void>,
) {
  const byName = new Map(planned.map((t) => [t.name, t]));
  await readCheckedArchive(bytes, async (name, content) => {
    const tableName = /^tables\/(.+)\.ndjson$/.exec(name)?.[1];
    const table = tableName === undefined ? undefined : byName.get(tableName);
    if (table) await onTable(table, linesOf(content, table.name, CHECKED_ALREADY));
  });
}

/** The archive's table entries inserted in order, INSERT_BATCH rows per statement. */
async function insertRows(tx: Tx, bytes: Uint8Array, planned: PlannedTable[], target: Target) {
  if (!Number.isSafeInteger(target.schoolId)) throw new TypeError('A school id is an integer.');
  const inserted: Record<string, number> = {};
  await eachTable(bytes, planned, async (table, lines) => {
    let batch: string[] = [];
    let count = 0;
    const flush = async () => {
      if (!batch.length) return;
      await tx.execute(insertStatement(table, `[${batch.join(',')}]`, target));
      count += batch.length;
      batch = [];
    };
    for await (const line of lines) {
      batch.push(target.rewrite ? target.rewrite(table.name, line) : line);
      if (batch.length >= INSERT_BATCH) await flush();
    }
    await flush();
    inserted[table.name] = count;
  });
  return inserted;
}

/**
 * The deferred references, checked now rather than at commit: with the whole school replaced,
 * only an archive whose rows point at rows it lacks fails here.
 */
async function checkReferences(tx: Tx) {
  try {
    await tx.execute(sql`set constraints all immediate`);
  } catch {
    throw validationFailed({
      file: apiMessage('backup.missingReferences'),
    });
  }
}
