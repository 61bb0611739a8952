/**
 * The annual result's rule beyond `weightedAnnual` (docs/ARCHITECTURE.md, "Results and report
 * cards"): a session year may hold several exams of one type (two unit tests); the type's
 * percentage is the mean of those exams' percentages as printed, rounded half up once, and
 * then weighs as one term. Percentages in hundredths.
 */
import type { ExamType } from '../../../../db/schema/exams-values';
import { weightedAnnual } from './results';

/** The mean of the percentages that are there (hundredths, half up); null when none is. */
export function meanPercent(percents: readonly (number | null)[]): number | null {
  const present = percents.filter((p): p is number => p !== null);
  if (!present.length) return null;
  const sum = present.reduce((a, b) => a + b, 0);
  return Math.floor((2 * sum + present.length) / (2 * present.length));
}

/** Each type's percentage from the student's exams, and the weighted annual percentage. */
export function annualOf(
  exams: readonly { type: ExamType; percent: number | null }[],
  weights: Readonly<Record<ExamType, number>>,
): { byType: Partial<Record<ExamType, number | null>>; percent: number | null } {
  const byType: Partial<Record<ExamType, number | null>> = {};
  const types = [...new Set(exams.map((e) => e.type))];
  for (const type of types)
    byType[type] = meanPercent(exams.filter((e) => e.type === type).map((e) => e.percent));
  const percent = weightedAnnual(
    types.map((type) => ({ percent: byType[type] ?? null, weight: weights[type] })),
  );
  return { byType, percent };
}
