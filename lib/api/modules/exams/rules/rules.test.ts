/** The exam result rules at their edges (docs/ARCHITECTURE.md, "Exams": rounding stated there). */
import { bandProblem, gradeOf, type Band } from './grades';
import { fromHundredths, percentHundredths, toHundredths } from './marks';
import {
  rankByPercentage,
  studentResult,
  subjectResult,
  weightedAnnual,
  type Mark,
} from './results';
import { termSpan } from './terms';

/** The demo's A1–E scale, percentages and points in hundredths. */
const A1_TO_E: Band[] = [
  ['A1', 9000, 1000],
  ['A2', 8000, 900],
  ['B1', 7000, 800],
  ['B2', 6000, 700],
  ['C1', 5000, 600],
  ['C2', 4000, 500],
  ['D', 3300, 400],
  ['E', 0, 0],
].map(([grade, minPercent, gradePoint]) => ({
  grade: grade as string,
  minPercent: minPercent as number,
  gradePoint: gradePoint as number,
  remark: null,
}));

describe('marks in hundredths', () => {
  test.each([
    [45.5, 4550],
    [45.55, 4555],
    [0.01, 1],
    [100, 10000],
    [45.555, null],
    [0.001, null],
  ])('%p marks are %p hundredths', (marks, hundredths) => {
    expect(toHundredths(marks)).toBe(hundredths);
  });

  test('answered back as decimals', () => expect(fromHundredths(4555)).toBe(45.55));
});

describe('percentage: obtained × 100 / maximum, half up to two decimals', () => {
  test.each([
    [2, 3, 6667], // 66.666… → 66.67
    [1, 3, 3333], // 33.333… → 33.33
    [1, 8, 1250], // 12.5 exactly
    [1, 800, 13], // 0.125 → 0.13: a half rounds up
    [1, 1600, 6], // 0.0625 → 0.06
    [17_999, 20_000, 9000], // 89.995 → 90.00
    [0, 5000, 0],
    [5000, 5000, 10_000],
  ])('%p of %p is %p hundredths of a percent', (obtained, maximum, percent) => {
    expect(percentHundredths(obtained, maximum)).toBe(percent);
  });
});

describe('grade bands: lower edge inclusive, upper edge exclusive', () => {
  test.each([
    [10_000, 'A1', 1000],
    [9000, 'A1', 1000], // exactly on the edge: the band above
    [8999, 'A2', 900], // 89.99: one hundredth under
    [8000, 'A2', 900],
    [3300, 'D', 400],
    [3299, 'E', 0],
    [0, 'E', 0],
  ])('%p hundredths of a percent is %p (point %p)', (percent, grade, gradePoint) => {
    expect(gradeOf(A1_TO_E, percent)).toEqual({ grade, gradePoint, remark: null });
  });

  test('the grade is read from the rounded percentage, so printed percentage and grade agree', () => {
    const percent = percentHundredths(17_999, 20_000); // 89.995 % printed as 90.00
    expect(gradeOf(A1_TO_E, percent)?.grade).toBe('A1');
  });

  test('bands in any order; a scale that does not start at zero leaves low percentages ungraded', () => {
    expect(gradeOf([...A1_TO_E].reverse(), 9500)?.grade).toBe('A1');
    expect(gradeOf(A1_TO_E.slice(0, 2), 7999)).toBeNull();
  });

  test.each([
    [[0, 5000], null],
    [[5000, 9000], 'bandsFromZero'],
    [[0, 5000, 5000], 'bandEdgesDiffer'],
    [[0, 10_001], 'bandOutOfRange'],
  ])('edges %p: %p', (edges, problem) => {
    expect(bandProblem(edges.map((minPercent) => ({ minPercent })))).toBe(problem);
  });
});

const maths = { subjectId: 1, maxMarks: 10_000, passMarks: 3300 };
const art = { subjectId: 2, maxMarks: 5000, passMarks: 1650 };
const marked = (marks: number): Mark => ({ marks, absent: false, exempt: false });
const absent: Mark = { marks: null, absent: true, exempt: false };
const exempt: Mark = { marks: null, absent: false, exempt: true };

describe('pass or fail by the paper pass marks', () => {
  test.each([
    [3300, true], // exactly the pass marks
    [3299, false], // a hundredth under
    [10_000, true],
  ])('%p hundredths of 33 to pass: passed %p', (marks, passed) => {
    expect(subjectResult(maths, marked(marks), A1_TO_E).passed).toBe(passed);
  });

  test('absent fails with zero; exempt is neither; no mark yet is pending', () => {
    expect(subjectResult(maths, absent, A1_TO_E)).toMatchObject({
      state: 'absent',
      obtained: 0,
      percent: 0,
      passed: false,
      grade: 'E',
    });
    expect(subjectResult(maths, exempt, A1_TO_E)).toMatchObject({
      state: 'exempt',
      passed: null,
      percent: null,
    });
    expect(subjectResult(maths, undefined, A1_TO_E).state).toBe('pending');
  });
});

describe('a student result: absent counts as zero, exempt leaves the total', () => {
  test('both subjects sat', () => {
    const r = studentResult(
      [maths, art],
      new Map([
        [1, marked(9000)],
        [2, marked(4000)],
      ]),
      A1_TO_E,
    );
    expect(r).toMatchObject({ total: 13_000, maxTotal: 15_000, percent: 8667, grade: 'A2' });
    expect(r.passed).toBe(true);
  });

  test('absent in art: zero of its 50, and failed', () => {
    const r = studentResult(
      [maths, art],
      new Map([
        [1, marked(9000)],
        [2, absent],
      ]),
      A1_TO_E,
    );
    expect(r).toMatchObject({ total: 9000, maxTotal: 15_000, percent: 6000, passed: false });
  });

  test('exempt from art: the total is of maths alone, and passed', () => {
    const r = studentResult(
      [maths, art],
      new Map([
        [1, marked(9000)],
        [2, exempt],
      ]),
      A1_TO_E,
    );
    expect(r).toMatchObject({ total: 9000, maxTotal: 10_000, percent: 9000, grade: 'A1' });
    expect(r.passed).toBe(true);
  });

  test('exempt from everything: no percentage, no grade, no verdict', () => {
    const r = studentResult([maths], new Map([[1, exempt]]), A1_TO_E);
    expect(r).toMatchObject({ total: 0, maxTotal: 0, percent: null, passed: null });
    expect(r.grade).toBeUndefined();
  });

  test('a paper without a mark is pending and out of the total', () => {
    const r = studentResult([maths, art], new Map([[1, marked(5000)]]), A1_TO_E);
    expect(r).toMatchObject({ total: 5000, maxTotal: 10_000, pending: 1 });
  });
});

describe('rank within the class-section: ties share a rank, the next skips', () => {
  const row = (total: number, maxTotal = 100) => ({ total, maxTotal });

  test('1, 2, 2, 4', () => {
    expect(rankByPercentage([row(90), row(80), row(80), row(70)])).toEqual([1, 2, 2, 4]);
  });

  test('in any order, by the exact ratio: 50 of 100 ties 25 of 50', () => {
    expect(rankByPercentage([row(25, 50), row(60), row(50)])).toEqual([2, 1, 2]);
  });

  test('ratios that round to the same percentage do not tie', () => {
    // 66.666…% and 66.67% both print 66.67, yet 2/3 is less than 6667/10000.
    expect(rankByPercentage([row(2, 3), row(6667, 10_000)])).toEqual([2, 1]);
  });

  test('no subject counted: no rank; all tied: all first', () => {
    expect(rankByPercentage([row(0, 0), row(10), row(10)])).toEqual([null, 1, 1]);
  });
});

describe('weighted annual result', () => {
  test('Σ weight × percent / Σ weight, half up once', () => {
    // 0.2 × 70 + 0.3 × 80 + 0.5 × 91.01 = 83.505 → 83.51
    expect(
      weightedAnnual([
        { percent: 7000, weight: 20 },
        { percent: 8000, weight: 30 },
        { percent: 9101, weight: 50 },
      ]),
    ).toBe(8351);
  });

  test('a type without a result leaves; the others keep their proportion', () => {
    expect(
      weightedAnnual([
        { percent: 6000, weight: 20 },
        { percent: null, weight: 30 },
        { percent: 9000, weight: 60 },
      ]),
    ).toBe(8250); // (20 × 60 + 60 × 90) / 80 = 82.5, as if the absent type's 30 were not there
  });

  test('nothing to weigh', () => {
    expect(weightedAnnual([{ percent: null, weight: 50 }])).toBeNull();
    expect(weightedAnnual([{ percent: 8000, weight: 0 }])).toBeNull();
  });
});

describe('a term is its semester months inside the session year', () => {
  const riverside = { startDate: '2025-06-01', endDate: '2026-05-31' };
  test.each([
    [
      { startMonth: 6, endMonth: 11 },
      { from: '2025-06-01', to: '2025-11-30' },
    ],
    [
      { startMonth: 12, endMonth: 5 },
      { from: '2025-12-01', to: '2026-05-31' },
    ],
    [
      { startMonth: 2, endMonth: 2 },
      { from: '2026-02-01', to: '2026-02-28' },
    ],
    [null, { from: '2025-06-01', to: '2026-05-31' }],
  ])('%p → %p', (semester, span) => {
    expect(termSpan(riverside, semester)).toEqual(span);
  });

  test('clipped to a session that ends mid-month', () => {
    const hillcrest = { startDate: '2025-09-01', endDate: '2026-07-15' };
    expect(termSpan(hillcrest, { startMonth: 2, endMonth: 7 })).toEqual({
      from: '2026-02-01',
      to: '2026-07-15',
    });
    expect(termSpan(hillcrest, { startMonth: 9, endMonth: 1 })).toEqual({
      from: '2025-09-01',
      to: '2026-01-31',
    });
  });

  test('months the session does not reach: no term', () => {
    const short = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(termSpan(short, { startMonth: 6, endMonth: 8 })).toBeNull();
  });
});
