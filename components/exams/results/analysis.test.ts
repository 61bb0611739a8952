import type { StudentResultRow } from '@/lib/api/modules/exams/types';
import { analyseSubject, gradeDistribution, toppers } from './analysis';

const cell = (
  subject_id: number,
  state: 'marked' | 'absent' | 'exempt',
  marks: number | null,
  percent: number | null,
  grade: string | null,
  passed: boolean | null,
) => ({
  subject_id,
  state,
  marks,
  max_marks: 50,
  percent,
  grade,
  grade_point: null,
  passed,
});

const student = (
  name: string,
  rank: number | null,
  percent: number | null,
  grade: string | null,
  subjects: StudentResultRow['subjects'],
): StudentResultRow => ({
  student_id: name.length,
  name,
  roll_number: null,
  admission_no: name,
  subjects,
  total: 0,
  max_total: 0,
  percent,
  grade,
  grade_point: null,
  remark: null,
  passed: null,
  rank,
  pending: 0,
  attendance_percent: null,
});

const rows = [
  student('Ada', 1, 90, 'A1', [cell(1, 'marked', 45, 90, 'A1', true)]),
  student('Bo', 2, 60, 'C1', [cell(1, 'marked', 30, 60, 'C1', true)]),
  student('Cy', 2, 60, 'C1', [cell(1, 'absent', 0, 0, 'E', false)]),
  student('Di', null, null, null, [cell(1, 'exempt', null, null, null, null)]),
];

test('a subject: average of percentages, highest and lowest marks, pass rate of those who sat', () => {
  expect(analyseSubject(rows, 1)).toEqual({
    subject_id: 1,
    sat: 3,
    average: 50,
    highest: 45,
    lowest: 0,
    passRate: 66.67,
    grades: [
      { grade: 'A1', count: 1 },
      { grade: 'C1', count: 1 },
      { grade: 'E', count: 1 },
    ],
  });
});

test('a subject nobody sat has no figures', () => {
  expect(analyseSubject(rows, 2)).toMatchObject({
    sat: 0,
    average: null,
    passRate: null,
    grades: [],
  });
});

test('grades are counted best first; students without a grade leave', () => {
  expect(gradeDistribution(rows)).toEqual([
    { grade: 'A1', count: 1 },
    { grade: 'C1', count: 2 },
  ]);
});

test('toppers: the first places, ties sharing theirs', () => {
  expect(toppers(rows, 2).map((s) => s.name)).toEqual(['Ada', 'Bo', 'Cy']);
  expect(toppers(rows, 1).map((s) => s.name)).toEqual(['Ada']);
});
