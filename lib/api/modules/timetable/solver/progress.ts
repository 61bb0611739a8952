/**
 * The solver's progress read from HiGHS's own MIP log (highs-thread.ts hands each line over):
 * a pure reading of one log line into figures, and the job's percentage made of them — between
 * READ (the instance read) and SOLVED, the larger of the time spent over the time limit and how
 * far the gap has closed toward the target gap, never going back.
 */

/** What one line of HiGHS's MIP log says: the best solution's objective, the gap, the time. */
export type SolveFigures = {
  seconds: number;
  /** Objective of the best timetable found so far; null before the first. */
  bestSolution: number | null;
  /** Lower bound proven on the objective; null while unbounded (`-inf`). */
  bestBound: number | null;
  /** Percent between them; null while HiGHS says "Large" or has no solution. */
  gapPercent: number | null;
};

const COUNT = /^\d+[kmgt]?$/i;
const PERCENT = /^(\d+(?:\.\d+)?)%$/;
const TIME = /^(\d+(?:\.\d+)?)s$/;

const numberOrNull = (token: string) => {
  const value = Number(token);
  return Number.isFinite(value) ? value : null;
};

/**
 * A row of the MIP log's table, e.g.
 * ` H       0       0         0   0.00%   60              6062              99.01%     1956     12      0      3428     7.8s`
 * (source letter, nodes processed, in queue, leaves, explored %, best bound, best solution,
 * gap, cuts, in LP, conflicts, LP iterations, time); null for any other line.
 */
export function readLogLine(line: string): SolveFigures | null {
  const tokens = line.trim().split(/\s+/);
  if (tokens[0] && !/^\d/.test(tokens[0])) tokens.shift();
  if (tokens.length !== 12) return null;
  const [
    processed = '',
    queued = '',
    leaves = '',
    explored = '',
    bound = '',
    solution = '',
    gap = '',
  ] = tokens;
  const time = tokens[11] ?? '';
  const seconds = TIME.exec(time);
  if (
    !seconds ||
    ![processed, queued, leaves].every((t) => COUNT.test(t)) ||
    !PERCENT.test(explored)
  )
    return null;
  const gapMatch = PERCENT.exec(gap);
  return {
    seconds: Number(seconds[1]),
    bestBound: numberOrNull(bound),
    bestSolution: numberOrNull(solution),
    gapPercent: gapMatch ? Number(gapMatch[1]) : null,
  };
}

/** The job's percentage when the instance is read, and when the solver has answered. */
export const READ = 20;
export const SOLVED = 90;

/**
 * How far the solve has come, READ–SOLVED: the larger of the time spent over the limit (HiGHS
 * stops there) and the gap's closing from 100 % toward the target (it stops there too).
 */
export function solvePercent(
  figures: SolveFigures,
  limits: { timeLimitSeconds: number; targetGapPercent: number },
): number {
  const byTime = figures.seconds / limits.timeLimitSeconds;
  const byGap =
    figures.gapPercent === null ? 0 : (100 - figures.gapPercent) / (100 - limits.targetGapPercent);
  const share = Math.min(1, Math.max(0, byTime, byGap));
  return Math.round(READ + (SOLVED - READ) * share);
}

/** Lessons the best timetable so far places: each lesson left out costs `shortfallWeight`. */
export function lessonsPlaced(
  figures: SolveFigures,
  required: number,
  shortfallWeight: number,
): number | null {
  if (figures.bestSolution === null) return null;
  return Math.max(0, required - Math.floor(figures.bestSolution / shortfallWeight));
}

/**
 * Keeps the job's progress moving forward only, written at most once per `everyMs`: the log
 * can print several lines a second, and each write is a row update. `report` is called with
 * the percentage and the figures when a write is due.
 */
export function progressGauge<Note>(
  report: (percent: number, note: Note) => void,
  everyMs = 500,
  now: () => number = Date.now,
) {
  let shown = READ;
  let lastAt = -Infinity;
  return (percent: number, note: Note) => {
    if (percent < shown) percent = shown;
    if (now() - lastAt < everyMs) return;
    lastAt = now();
    shown = percent;
    report(percent, note);
  };
}
