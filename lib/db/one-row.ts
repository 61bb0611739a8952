/**
 * The one row a statement always gives back: an INSERT … RETURNING of one value, an UPDATE …
 * RETURNING of a row the caller has just read or locked, an aggregate without GROUP BY. The
 * array's type still says "maybe empty"; oneRow says why it is not (`what`) and fails loudly,
 * as a bug, if it ever is — never a silent undefined further on.
 */
export function oneRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} gave back no row, which it always does`);
  return row;
}

/**
 * Each value of a many-row INSERT … RETURNING beside the row made from it (PostgreSQL gives
 * them back in the order of VALUES). Fails loudly if the counts differ: a row was dropped.
 */
export function besideReturned<V, R>(
  values: readonly V[],
  rows: readonly R[],
  what: string,
): [V, R][] {
  const pairs: [V, R][] = [];
  values.forEach((value, i) => {
    const row = rows[i];
    if (row !== undefined) pairs.push([value, row]);
  });
  if (pairs.length !== values.length || rows.length !== values.length)
    throw new Error(`${what} gave back ${rows.length} rows for ${values.length} values`);
  return pairs;
}
