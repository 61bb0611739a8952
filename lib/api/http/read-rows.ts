/**
 * A list page's rows read through each field's decoder directly. Drizzle's own row mapping
 * tells every field's kind anew for every row, and a field that is an expression (a name
 * sub-select, a prerendered field: prerender.ts) fails its first check, `is(field, Column)`,
 * only after walking the class chain: for a page of 21 students with 17 fields, about 0.3 ms of
 * Node's time on every request. The kinds do not change between rows, nor between requests of
 * the same select, so they are told once per select's fields and kept.
 *
 * Rows come out as Drizzle's would: `{ name: value }` in the fields' order, NULL as null, every
 * other value through the column's or the expression's mapFromDriverValue. For flat selects
 * only (name → column or SQL), which is what every list declares.
 */
import { Column, is, SQL, Subquery, type DriverValueDecoder, type SQLWrapper } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, Executor } from '../../db/client';

/** A select ready to run: Drizzle's select builder after its WHERE, ORDER BY and LIMIT. */
export type ReadableSelect<R> = SQLWrapper &
  PromiseLike<R[]> & {
    _: { selectedFields: unknown };
    toSQL(): { sql: string; params: unknown[] };
    prepare(name: string): { execute(): PromiseLike<R[]> };
  };

type Decoder = DriverValueDecoder<unknown, unknown>;
type RowReader = (values: unknown[]) => Record<string, unknown>;

/** Drizzle keeps an expression's decoder (mapWith's) on a field its types leave out. */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

/** The same choice as Drizzle's mapResultRow makes for each field, made once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  throw new Error('A list select may name only columns and SQL expressions.');
}

const readers = new WeakMap<object, RowReader>();

function readerOf(fields: Record<string, unknown>): RowReader {
  let reader = readers.get(fields);
  if (!reader) {
    const entries = Object.entries(fields).map(([name, field]) => ({
      name,
      decoder: decoderOf(field),
    }));
    reader = (values) => {
      const row: Record<string, unknown> = {};
      entries.forEach(({ name, decoder }, i) => {
        const value = values[i];
        row[name] = value === null ? null : decoder.mapFromDriverValue(value);
      });
      return row;
    };
    readers.set(fields, reader);
  }
  return reader;
}

type Session = Pick<Database, '_'>['_']['session'];

/**
 * A statement whose rows are those of a select with `fields` (the select itself, or a FETCH
 * from a cursor declared for it: snapshot.ts), ready to run on `session`, its rows read as
 * above; named `name` (a named prepared statement) when given.
 */
export function rowsStatement<R>(
  session: Session,
  statement: { sql: string; params: unknown[] },
  fields: Record<string, unknown>,
  name?: string,
) {
  const read = readerOf(fields);
  return session.prepareQuery(
    statement,
    undefined,
    name,
    true,
    (rows) => (rows as unknown[][]).map(read) as R[],
  );
}

/** `query` made ready to run on `db`'s session (under `name` when given), its rows read as above. */
function prepared<R>(db: Executor, query: ReadableSelect<R>, name?: string) {
  const { session } = (db as unknown as Pick<Database, '_'>)._;
  const fields = query._.selectedFields as Record<string, unknown>;
  return rowsStatement<R>(session, query.toSQL(), fields, name);
}

/** Runs `query` on `db` (the database or a transaction) and reads its rows as above. */
export async function readRows<R>(db: Executor, query: ReadableSelect<R>): Promise<R[]> {
  return (await prepared(db, query).execute()) as R[];
}

/**
 * A select of one fixed shape, its values written as `sql.placeholder(name)`: rendered once
 * per database, then run with each call's values. For the queries every request makes, which
 * Drizzle would otherwise render anew each time.
 *
 * On PostgreSQL it is a named prepared statement (lib/db/statements.ts): each server connection
 * parses it once and can keep its plan. The name is the text's digest, so one text has one name
 * in every process and two texts never share one. A shape's count of statements must stay
 * small: each server connection keeps every one it was sent.
 */
export function builtOnce<R>(build: (db: Executor) => ReadableSelect<R>) {
  const built = new WeakMap<Executor, ReturnType<typeof prepared<R>>>();
  return async (db: Executor, values: Record<string, unknown>): Promise<R[]> => {
    let query = built.get(db);
    if (!query) {
      const select = build(db);
      query = prepared(db, select, statementName(select.toSQL().sql));
      built.set(db, query);
    }
    return (await query.execute(values)) as R[];
  };
}

/** A statement's name: its text's digest (PostgreSQL keeps 63 bytes of a name). */
export function statementName(text: string) {
  return `b_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}
