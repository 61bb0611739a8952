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
