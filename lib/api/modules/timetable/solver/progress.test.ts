/**
 * The solver's progress read from HiGHS's log: lines captured from real runs of the `highs`
 * package on a timetable model (30 class-sections, 8 subjects, six days of seven periods),
 * the percentage they make, and the gauge that writes it forward only, twice a second at most.
 */
import { lessonsPlaced, progressGauge, readLogLine, solvePercent } from './progress';

test.each([
  [
    'the first solution, found by feasibility jump, gap still "Large"',
    ' J       0       0         0   0.00%   -inf            854024             Large        0      0      0         0     2.3s',
    { seconds: 2.3, bestBound: null, bestSolution: 854024, gapPercent: null },
  ],
  [
    'a better solution by randomized rounding',
    ' R       0       0         0   0.00%   60              22057             99.73%        0      0      0      3374     4.2s',
    { seconds: 4.2, bestBound: 60, bestSolution: 22057, gapPercent: 99.73 },
  ],
  [
    'a line without a source letter (cuts added at the root)',
    '         0       0         0   0.00%   60              6062              99.01%     2314     13      0      3434     8.5s',
    { seconds: 8.5, bestBound: 60, bestSolution: 6062, gapPercent: 99.01 },
  ],
  [
    'the heuristic that closes the gap',
    ' H       0       0         0   0.00%   60              60                 0.00%     3658     16      0      3479     9.8s',
    { seconds: 9.8, bestBound: 60, bestSolution: 60, gapPercent: 0 },
  ],
  [
    'the last line, one node explored',
    '         1       0         1 100.00%   60              60                 0.00%     3658     16      1      3479     9.8s',
    { seconds: 9.8, bestBound: 60, bestSolution: 60, gapPercent: 0 },
  ],
  [
    'twenty seconds in, at the time limit',
    '         0       0         0   0.00%   60              39057             99.85%     1244     20      0     15028    20.1s',
    { seconds: 20.1, bestBound: 60, bestSolution: 39057, gapPercent: 99.85 },
  ],
])('%s is read', (_name, line, figures) => {
  expect(readLogLine(line)).toEqual(figures);
});

test.each([
  'Running HiGHS 1.15.1 (git hash: 04024d7): Copyright (c) 2026 under MIT licence terms',
  'MIP highs-model-1 has 6300 rows; 11760 cols; 42000 nonzeros; 10080 integer variables (10080 binary)',
  '6300 rows, 11760 cols, 42000 nonzeros 2s',
  'Src  Proc. InQueue |  Leaves   Expl. | BestBound       BestSol              Gap |   Cuts   InLp Confl. | LpIters     Time',
  '        Nodes      |    B&B Tree     |            Objective Bounds              |  Dynamic Constraints |       Work      ',
  '  Gap               0% (tolerance: 1%)',
  '  Timing            9.83',
  '',
])('a line of another kind reads as nothing: %j', (line) => {
  expect(readLogLine(line)).toBeNull();
});

const limits = { timeLimitSeconds: 40, targetGapPercent: 1 };
const at = (seconds: number, gapPercent: number | null) => ({
  seconds,
  gapPercent,
  bestBound: 60,
  bestSolution: 6062,
});

test.each([
  ['just started, no gap yet', at(0, null), 20],
  ['a quarter of the time, the gap wide open', at(10, 99.73), 38],
  ['half the time', at(20, 99), 55],
  ['the gap closed early: done whatever the clock', at(9.8, 0), 90],
  ['the gap half closed before the time', at(4, 50.5), 55],
  ['past the time limit', at(41, 99), 90],
])('%s: %j is %i %', (_name, figures, percent) => {
  expect(solvePercent(figures, limits)).toBe(percent);
});

test('lessons placed: each one left out costs the shortfall weight', () => {
  expect(lessonsPlaced(at(1, null), 1140, 1000)).toBe(1134);
  expect(lessonsPlaced({ ...at(1, null), bestSolution: 60 }, 1140, 1000)).toBe(1140);
  expect(lessonsPlaced({ ...at(1, null), bestSolution: null }, 1140, 1000)).toBeNull();
  expect(lessonsPlaced({ ...at(1, null), bestSolution: 854024 }, 300, 1000)).toBe(0);
});

test('the gauge writes forward only, at most every 500 ms', () => {
  let clock = 0;
  const written: [number, string][] = [];
  const gauge = progressGauge<string>(
    (p, note) => written.push([p, note]),
    500,
    () => clock,
  );
  gauge(25, 'a');
  clock = 100;
  gauge(30, 'too soon');
  clock = 600;
  gauge(22, 'behind: kept at 25');
  clock = 1200;
  gauge(40, 'b');
  expect(written).toEqual([
    [25, 'a'],
    [25, 'behind: kept at 25'],
    [40, 'b'],
  ]);
});
