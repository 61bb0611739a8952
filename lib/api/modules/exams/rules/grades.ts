/**
 * A grading scale's bands: each covers `minPercent ≤ percentage < the next band's minPercent`
 * (lower edge inclusive, upper edge exclusive; the top band reaches 100 %). Percentages and
 * grade points in hundredths, as stored.
 */
export type Band = {
  /** Lower edge, in hundredths of a percent (9000 = 90 %). */
  minPercent: number;
  grade: string;
  /** In hundredths (1000 = 10.0); null on a scale without points. */
  gradePoint: number | null;
  remark: string | null;
};

export type Graded = { grade: string; gradePoint: number | null; remark: string | null };

/** The band holding `percent` (hundredths), or null when the scale starts above it. */
export function gradeOf(bands: readonly Band[], percent: number): Graded | null {
  let found: Band | null = null;
  for (const band of bands)
    if (band.minPercent <= percent && (!found || band.minPercent > found.minPercent)) found = band;
  return found && { grade: found.grade, gradePoint: found.gradePoint, remark: found.remark };
}

/**
 * What is wrong with a scale's bands, as the field and the message key's name: the lowest band
 * must start at 0 (every percentage gets a grade), edges lie within 0–100 and differ.
 */
export function bandProblem(
  bands: readonly { minPercent: number }[],
): 'bandsFromZero' | 'bandEdgesDiffer' | 'bandOutOfRange' | null {
  if (bands.some((b) => b.minPercent < 0 || b.minPercent > 10_000)) return 'bandOutOfRange';
  const edges = new Set(bands.map((b) => b.minPercent));
  if (edges.size !== bands.length) return 'bandEdgesDiffer';
  return edges.has(0) ? null : 'bandsFromZero';
}
