import type { PaperRow } from '@/lib/api/modules/exams/types';
import { rowErrors, rowsOf, scheduleBody } from './schedule-rows';

const paper = (class_id: number, subject_id: number, date: string, start: string): PaperRow => ({
  class_id,
  class_name: `Class ${class_id}`,
  subject_id,
  subject_name: `Subject ${subject_id}`,
  date,
  start_time: `${start}:00`,
  end_time: '12:00:00',
  max_marks: 100,
  pass_marks: 33,
});

const papers = [paper(1, 10, '2026-12-02', '09:00'), paper(2, 10, '2026-12-01', '09:00')];
const subjects = [
  { id: 11, name: 'Art' },
  { id: 10, name: 'Maths' },
];

test('a row per subject of the class, those with a paper first, filled from it', () => {
  expect(rowsOf(1, subjects, papers)).toEqual([
    {
      subject_id: 10,
      subject_name: 'Subject 10',
      date: '2026-12-02',
      start_time: '09:00',
      end_time: '12:00',
      max_marks: '100',
      pass_marks: '33',
    },
    {
      subject_id: 11,
      subject_name: 'Art',
      date: '',
      start_time: '',
      end_time: '',
      max_marks: '',
      pass_marks: '',
    },
  ]);
});

test("the body keeps the other classes' papers and sends this class's dated rows; an error finds its row", () => {
  const rows = rowsOf(1, subjects, papers);
  const art = { ...rows[1]!, date: '2026-12-02', start_time: '10:00', end_time: '11:00' };
  const body = scheduleBody(1, [rows[0]!, { ...art, max_marks: '50', pass_marks: '' }], papers);
  expect(body.papers.map((p) => [p.class_id, p.subject_id])).toEqual([
    [2, 10],
    [1, 10],
    [1, 11],
  ]);
  expect(body.papers[2]).toMatchObject({ max_marks: 50, pass_marks: null });
  expect(body.subjectAt(2)).toBe(11);
  expect(body.subjectAt(0)).toBeUndefined();
  const errors = rowErrors(
    { 'papers.2.start_time': 'clash', 'papers.0.date': 'other' },
    body.subjectAt,
  );
  expect([...errors]).toEqual([[11, 'clash']]);
});
