/**
 * No archive moves a counter every school shares. Each table's ids come from one identity
 * sequence for the whole deployment; restoring an id the sequence has not issued yet, and
 * moving the sequence past it (setval), let one school's edited archive hand the next schools
 * ids near the type's end and then "nextval: reached maximum value" on every create.
 *
 * The rule: a restore keeps the archive's ids and never touches a sequence, and an archive id
 * greater than its sequence's last issued value is refused before anything is written. Every
 * id in an archive this deployment made was issued by it, so honest archives pass, and as no
 * restored id lies beyond the sequence, nothing needs moving: the next id issued is new.
 *
 * The provider's restore as a new school keeps no archive id: it renumbers every row from the
 * sequences (renumber.ts), so an archive of another deployment, whose ids may run far past
 * this one's, is restored as well; its ids need only be whole numbers (anyWholeIds).
 *
 * Why not also refuse an id another school holds: with (school_id, id) keys and composite
 * foreign keys it cannot collide with or reach that school's row, and a provider's copy of a
 * school rightly holds the same ids as its source, whose own restore must still pass.
 */
import { apiMessage, renderApiText, type ApiMessage } from '../../http/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { TableShape } from './plan';

/** The last id issued per table and identity column (null: none issued yet). */
export type IssuedIds = Map<string, Map<string, number | null>>;

/** Reads the last issued value of every identity sequence of `tables`, in one query. */
export async function issuedIds(
  db: Pick<Executor, 'execute'>,
  tables: readonly TableShape[],
): Promise<IssuedIds> {
  const wanted = new Set(tables.map((t) => t.name));
  type Row = { table: string; column: string; last: string | null };
  const result = (await db.execute(sql`
    select c.relname as "table", a.attname as "column",
      pg_sequence_last_value(pg_get_serial_sequence(
        quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname)::regclass)::text as "last"
    from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
    where a.attidentity <> '' and not a.attisdropped and n.nspname = current_schema()`)) as {
    rows: Row[];
  };
  const issued: IssuedIds = new Map();
  for (const row of result.rows) {
    if (!wanted.has(row.table)) continue;
    const columns = issued.get(row.table) ?? new Map<string, number | null>();
    columns.set(row.column, row.last === null ? null : Number(row.last));
    issued.set(row.table, columns);
  }
  return issued;
}

/**
 * Every identity column of `tables` with no limit: ids a renumbering restore replaces, checked
 * only to be whole numbers.
 */
export function anyWholeIds(tables: readonly TableShape[]): IssuedIds {
  const issued: IssuedIds = new Map();
  for (const t of tables) {
    const identity = t.columns.filter((c) => c.identity);
    if (identity.length)
      issued.set(t.name, new Map(identity.map((c) => [c.name, Number.MAX_SAFE_INTEGER])));
  }
  return issued;
}

/**
 * Why a row's identity values cannot be restored (a value that is no whole number, or one the
 * deployment has not issued), or undefined when they can.
 */
export function idProblem(
  row: Record<string, unknown>,
  table: string,
  lineNo: number,
  issued: IssuedIds,
): ApiMessage | undefined {
  for (const [column, last] of issued.get(table) ?? []) {
    const value = row[column];
    if (!Number.isSafeInteger(value) || (value as number) < 1)
      return apiMessage('archive.idNotWhole', { table, column, line: String(lineNo) });
    if (last === null || (value as number) > last)
      return apiMessage('archive.idNotIssued', {
        table,
        column,
        value: String(value),
        line: String(lineNo),
        highest: last === null ? renderApiText(apiMessage('archive.noneYet')) : String(last),
      });
  }
  return undefined;
}
