/**
 * Select fields rendered once. Drizzle renders every query anew on each request, and its
 * renderer tells a chunk's kind by walking class chains, several checks per column: the
 * students list's 17 fields (two of them name sub-selects) cost about 0.15 ms of Node's time on
 * every request. A column, or an expression over columns only, renders to the same text every
 * time, so it can be kept as that text (one raw chunk, which the renderer recognises first).
 */
import { Column, is, sql, type DriverValueDecoder, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * The field as its rendered text (`"table"."column"` for a column), read as before: through
 * the column's own mapping, or the expression's. One with parameters is returned as it is: its
 * values are not frozen into text.
 */
function prerendered(field: SQL | AnyPgColumn): SQL | AnyPgColumn {
  const { sql: text, params } = dialect.sqlToQuery(sql`${field}`);
  if (params.length) return field;
  const decoder = is(field, Column)
    ? field
    : (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
  return sql.raw(text).mapWith(decoder);
}

/**
 * A select's fields, prerendered: the same names and the same values read, a fraction of the
 * rendering per request. For a select from one table, not aliased (the text names the table).
 */
export function prerenderedFields<T extends Record<string, SQL | AnyPgColumn>>(fields: T): T {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, prerendered(field)]),
  ) as T;
}
