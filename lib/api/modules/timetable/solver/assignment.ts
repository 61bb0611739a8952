/**
 * The least-cost assignment of rows to columns (the Hungarian method, O(n²·m)): each row one
 * column, each column at most one row, `cost[row][column]` summed least. Rows ≤ columns; a
 * caller that may leave a row unassigned gives it columns of its own at the price of leaving
 * it (room-assignment.ts: "no room"). Pure, for small squares: the lessons taught at one time.
 */
export function leastCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const m = cost[0]?.length ?? 0;
  if (!n) return [];
  if (m < n) throw new Error('leastCostAssignment: fewer columns than rows.');
  // Potentials and matching, 1-based with 0 as the free sentinel (the classic formulation).
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(m + 1).fill(0);
  const rowOf = new Array<number>(m + 1).fill(0);
  const way = new Array<number>(m + 1).fill(0);
  const at = (i: number, j: number) => cost[i - 1]?.[j - 1] ?? Infinity;
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    const minv = new Array<number>(m + 1).fill(Infinity);
    const used = new Array<boolean>(m + 1).fill(false);
    do {
      used[j0] = true;
      const i0 = rowOf[j0] ?? 0;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const reduced = at(i0, j) - (u[i0] ?? 0) - (v[j] ?? 0);
        if (reduced < (minv[j] ?? Infinity)) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if ((minv[j] ?? Infinity) < delta) {
          delta = minv[j] ?? Infinity;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++)
        if (used[j]) {
          const r = rowOf[j] ?? 0;
          u[r] = (u[r] ?? 0) + delta;
          v[j] = (v[j] ?? 0) - delta;
        } else minv[j] = (minv[j] ?? Infinity) - delta;
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0] ?? 0;
      rowOf[j0] = rowOf[j1] ?? 0;
      j0 = j1;
    } while (j0);
  }
  const columnOf = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (rowOf[j]) columnOf[(rowOf[j] ?? 1) - 1] = j - 1;
  return columnOf;
}
