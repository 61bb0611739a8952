/**
 * The results of an exam, as pure functions of its papers, marks and grading scale
 * (docs/ARCHITECTURE.md, "Exams"): per subject and overall, pass or fail, rank within the
 * class-section, and the annual result weighed by exam type. Marks in hundredths.
 */
import { gradeOf, type Band, type Graded } from './grades';
import { percentHundredths } from './marks';

export type Paper = { subjectId: number; maxMarks: number; passMarks: number };

/** A student's cell: marks (hundredths), absent (zero of the maximum) or exempt (left out). */
export type Mark = { marks: number | null; absent: boolean; exempt: boolean };

export type SubjectOutcome = {
  subjectId: number;
  /** 'exempt' and 'pending' (no mark yet) leave the subject out of the total. */
  state: 'marked' | 'absent' | 'exempt' | 'pending';
  obtained: number | null;
  maxMarks: number;
  percent: number | null;
  passed: boolean | null;
} & Partial<Graded>;

export function subjectResult(
  paper: Paper,
  mark: Mark | undefined,
  bands: readonly Band[],
): SubjectOutcome {
  const base = { subjectId: paper.subjectId, maxMarks: paper.maxMarks };
  if (!mark || (!mark.absent && !mark.exempt && mark.marks === null))
    return { ...base, state: 'pending', obtained: null, percent: null, passed: null };
  if (mark.exempt) return { ...base, state: 'exempt', obtained: null, percent: null, passed: null };
  const obtained = mark.absent ? 0 : (mark.marks ?? 0);
  const percent = percentHundredths(obtained, paper.maxMarks);
  return {
    ...base,
    state: mark.absent ? 'absent' : 'marked',
    obtained,
    percent,
    passed: !mark.absent && obtained >= paper.passMarks,
    ...gradeOf(bands, percent),
  };
}

export type StudentOutcome = {
  subjects: SubjectOutcome[];
  total: number;
  maxTotal: number;
  /** Hundredths of a percent, rounded half up; null when no subject counts. */
  percent: number | null;
  passed: boolean | null;
  /** Papers still without a mark: the result is provisional while any is. */
  pending: number;
} & Partial<Graded>;

/** A student's whole result: exempt and pending subjects leave the total and its maximum. */
export function studentResult(
  papers: readonly Paper[],
  marks: ReadonlyMap<number, Mark>,
  bands: readonly Band[],
): StudentOutcome {
  const subjects = papers.map((p) => subjectResult(p, marks.get(p.subjectId), bands));
  const counted = subjects.filter((s) => s.state === 'marked' || s.state === 'absent');
  const total = counted.reduce((sum, s) => sum + (s.obtained ?? 0), 0);
  const maxTotal = counted.reduce((sum, s) => sum + s.maxMarks, 0);
  const pending = subjects.filter((s) => s.state === 'pending').length;
  if (!counted.length) return { subjects, total, maxTotal, percent: null, passed: null, pending };
  const percent = percentHundredths(total, maxTotal);
  return {
    subjects,
    total,
    maxTotal,
    percent,
    passed: counted.every((s) => s.passed),
    pending,
    ...gradeOf(bands, percent),
  };
}

/**
 * Rank within a class-section by the exact ratio total / maximum (not the rounded percentage):
 * equal ratios share a rank and the next rank skips (1, 2, 2, 4). Rows without a maximum (no
 * subject counted) get null.
 */
export function rankByPercentage<T extends { total: number; maxTotal: number }>(
  rows: readonly T[],
): (number | null)[] {
  const ranked = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.maxTotal > 0)
    // a/b > c/d ⇔ a·d > c·b (maxima are positive): exact, no floating point.
    .sort((x, y) => y.row.total * x.row.maxTotal - x.row.total * y.row.maxTotal);
  const ranks: (number | null)[] = rows.map(() => null);
  ranked.forEach(({ row, index }, position) => {
    const previous = ranked[position - 1];
    const tied =
      previous && previous.row.total * row.maxTotal === row.total * previous.row.maxTotal;
    ranks[index] = tied ? (ranks[previous.index] ?? position + 1) : position + 1;
  });
  return ranks;
}

/**
 * The annual percentage (hundredths) from each exam type's percentage as printed (hundredths)
 * and the weight of its type: Σ weight × percent / Σ weight, rounded half up once. A type the
 * student has no result in (null) leaves, the others keeping their proportion; null when none
 * is left or the weights left sum to zero.
 */
export function weightedAnnual(
  terms: readonly { percent: number | null; weight: number }[],
): number | null {
  const counted = terms.filter(
    (t): t is { percent: number; weight: number } => t.percent !== null && t.weight > 0,
  );
  const weights = counted.reduce((sum, t) => sum + t.weight, 0);
  if (!weights) return null;
  const weighted = counted.reduce((sum, t) => sum + t.weight * t.percent, 0);
  return Math.floor((2 * weighted + weights) / (2 * weights));
}
