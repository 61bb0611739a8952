/** The least-cost assignment on small tables whose best answer is known by hand. */
import { leastCostAssignment } from './assignment';

const total = (cost: number[][], columns: number[]) =>
  columns.reduce((sum, j, i) => sum + (cost[i]?.[j] ?? 0), 0);

test.each([
  ['nothing to assign', [], [], 0],
  ['one row takes its cheapest column', [[3, 1, 2]], [1], 1],
  [
    'the classic 3×3: the diagonal is not the best',
    [
      [4, 1, 3],
      [2, 0, 5],
      [3, 2, 2],
    ],
    [1, 0, 2],
    5,
  ],
  [
    'two rows want the same column: the one that loses least elsewhere yields',
    [
      [0, 1, 1000],
      [0, 5, 1000],
    ],
    [1, 0],
    1,
  ],
  [
    'one column open to both rows: the other row takes its own "leave it" column',
    [
      [0, Infinity, 1000, Infinity],
      [0, Infinity, Infinity, 1000],
    ],
    [2, 0],
    1000,
  ],
])('%s', (_name, cost, columns, best) => {
  const answer = leastCostAssignment(cost);
  expect(answer).toEqual(columns);
  expect(total(cost, answer)).toBe(best);
  expect(new Set(answer).size).toBe(answer.length);
});
