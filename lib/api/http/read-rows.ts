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
import type { Database, Executor } from '../../db/client';

/** A select ready to run: Drizzle's select builder after its WHERE, ORDER BY and LIMIT. */
export type ReadableSelect<R> = SQLWrapper &
  PromiseLike<R[]> & {
    _: { selectedFields: unknown };
    toSQL(): { sql: string; params: unknown[] };
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

/** `query` made ready to run on `db`'s session, its rows read as above. */
function prepared<R>(db: Executor, query: ReadableSelect<R>) {
  const { session } = (db as unknown as Pick<Database, '_'>)._;
  const read = readerOf(query._.selectedFields as Record<string, unknown>);
  return session.prepareQuery(
    query.toSQL(),
    undefined,
    undefined,
    true,
    (rows) => (rows as unknown[][]).map(read) as R[],
  );
}

/** Runs `query` on `db` (the database or a transaction) and reads its rows as above. */
export async function readRows<R>(db: Executor, query: ReadableSelect<R>): Promise<R[]> {
  return (await prepared(db, query).execute()) as R[];
}

/**
 * A select of one fixed shape, its values written as `sql.placeholder(name)`: rendered once
 * per database, then run with each call's values. For the queries every request makes, which
 * Drizzle would otherwise render anew each time. Not a named prepared statement on the
 * server: a transaction-mode pooler (PgBouncer before 1.21) loses those between transactions.
 */
export function builtOnce<R>(build: (db: Executor) => ReadableSelect<R>) {
  const built = new WeakMap<Executor, ReturnType<typeof prepared<R>>>();
  return async (db: Executor, values: Record<string, unknown>): Promise<R[]> => {
    let query = built.get(db);
    if (!query) {
      query = prepared(db, build(db));
      built.set(db, query);
    }
    return (await query.execute(values)) as R[];
  };
}
