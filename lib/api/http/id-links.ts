/**
 * Links no foreign key declares: columns that hold the id of one of the school's rows (or ids
 * inside text or JSON) without a foreign key saying so. A module declares them next to its
 * tables (the third argument of `tablesOf`), because the provider's restore of an archive as
 * a new school gives every row a fresh id (lib/api/modules/backup/renumber.ts) and must
 * rewrite every link to it; the declared foreign keys it reads from the schema itself.
 * lib/api/modules/backup/links.test.ts fails on a `*_id` or JSON column of a backed-up table
 * that is neither a foreign key nor declared here.
 */

/**
 * The new id of an archive row of `table` (`schools`: the school itself), or null for a null
 * value or an id the archive does not hold (a deleted row an audit entry still names).
 */
export type IdOf = (table: string, id: unknown) => number | null;

export type IdLink =
  /** The id of a row of this table (`schools`: the school's own id). */
  | { table: string }
  /**
   * The id of a row of the table another column of the row names (the audit log's entity_id,
   * by its entity): `tables` says which, or null for what the archive does not carry.
   */
  | { tableIn: string; tables: (value: string) => string | null }
  /** Ids inside a text or JSON value, rewritten by the function (an event key: `payment_received:12`). */
  | { rewrite: (value: unknown, row: Readonly<Record<string, unknown>>, idOf: IdOf) => unknown }
  /** Names none of the school's rows (the reason says what it holds): kept as it is. */
  | { noSchoolIds: string }
  /** Names something the archive does not carry (the reason says what): left empty (null). */
  | { notCarried: string };

/**
 * A JSON object whose `keys` hold ids of the tables named (other keys kept as they are); an
 * id the archive lacks becomes null (0, "none", stays 0).
 */
export const idsInJson = (keys: Readonly<Record<string, string>>): IdLink => ({
  rewrite: (value, _row, idOf) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...value };
    for (const [key, table] of Object.entries(keys))
      if (out[key] !== undefined && out[key] !== null && out[key] !== 0)
        out[key] = idOf(table, out[key]);
    return out;
  },
});

/** A module's undeclared links, by table name and column name. */
export type TableLinks = Readonly<Record<string, Readonly<Record<string, IdLink>>>>;
