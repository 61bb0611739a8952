/**
 * The analysis of an exam's results for a class-section (issue 30, item 7), as pure functions
 * of the results the API answers: per subject the class average (of percentages), highest and
 * lowest marks, pass rate and grade distribution; overall the grade distribution and the
 * toppers. Percentages are rounded half up to two decimals, as the API's are.
 */
import type { StudentResultRow } from '@/lib/api/modules/exams/types';

export type GradeCount = { grade: string; count: number };

export type SubjectAnalysis = {
  subject_id: number;
  /** Students with a mark or absent (exempt and pending leave). */
  sat: number;
  average: number | null;
  highest: number | null;
  lowest: number | null;
  /** Of those who sat, the percentage who passed. */
  passRate: number | null;
  grades: GradeCount[];
};

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Grades counted, best first (by the highest percentage seen in each grade). */
export function gradeDistribution(
  rows: readonly { grade: string | null; percent: number | null }[],
) {
  const seen = new Map<string, { count: number; best: number }>();
  for (const r of rows) {
    if (r.grade === null) continue;
    const entry = seen.get(r.grade) ?? { count: 0, best: -1 };
    entry.count++;
    entry.best = Math.max(entry.best, r.percent ?? -1);
    seen.set(r.grade, entry);
  }
  return [...seen]
    .sort(([, a], [, b]) => b.best - a.best)
    .map(([grade, { count }]): GradeCount => ({ grade, count }));
}

export function analyseSubject(
  students: readonly StudentResultRow[],
  subjectId: number,
): SubjectAnalysis {
  const cells = students
    .map((s) => s.subjects.find((c) => c.subject_id === subjectId))
    .filter((c) => c !== undefined && (c.state === 'marked' || c.state === 'absent'));
  const marks = cells.map((c) => c?.marks ?? 0);
  const percents = cells.map((c) => c?.percent ?? 0);
  const sat = cells.length;
  return {
    subject_id: subjectId,
    sat,
    average: sat ? round2(percents.reduce((a, b) => a + b, 0) / sat) : null,
    highest: sat ? Math.max(...marks) : null,
    lowest: sat ? Math.min(...marks) : null,
    passRate: sat ? round2((cells.filter((c) => c?.passed).length * 100) / sat) : null,
    grades: gradeDistribution(
      cells.map((c) => ({ grade: c?.grade ?? null, percent: c?.percent ?? null })),
    ),
  };
}

/** The students ranked within the first `places` ranks (ties share a place). */
export function toppers(students: readonly StudentResultRow[], places = 3) {
  return students
    .filter((s) => s.rank !== null && s.rank <= places)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.name.localeCompare(b.name));
}
