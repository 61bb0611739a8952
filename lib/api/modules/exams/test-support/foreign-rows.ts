/**
 * How to get an exam in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): an exam of a class of its own, and bodies each `:id` route
 * accepts in the caller's school (the exam is read first, so another school's id is 404).
 */
import { unique } from '../../../test-support/harness';
import { klass, post, student, type ForeignRowsOf } from '../../../test-support/fixtures';

const band = { grade: 'A', min_percent: 0, grade_point: 10 };

export const foreignRows: ForeignRowsOf = {
  'grading-scales': {
    create: (t, as) => post(t, as, '/grading-scales', { name: unique('Scale'), bands: [band] }),
    bodies: {
      'PUT /grading-scales/:id': async () => ({ name: unique('Scale'), bands: [band] }),
    },
  },
  exams: {
    create: async (t, as) =>
      post(t, as, '/exams', {
        name: unique('Exam'),
        exam_type: 'unit_test',
        class_ids: [await klass(t, as)],
      }),
    bodies: {
      'PUT /exams/:id': async () => ({ name: 'Renamed', exam_type: 'final', class_ids: [1] }),
      'PUT /exams/:id/schedule': async () => ({ papers: [] }),
      'PUT /exams/:id/marks': async () => ({ marks: [{ student_id: 1, marks: 1 }] }),
      'POST /exams/:id/submit': async () => ({ class_section_id: 1, subject_id: 1 }),
      'POST /exams/:id/publish': async () => ({}),
      'POST /exams/:id/marks/import': async () => {
        const form = new FormData();
        form.set('file', new File(['admission_no,marks,absent,exempt\nA-1,1,,\n'], 'marks.csv'));
        return form;
      },
      'PUT /exams/:id/remarks': async () => ({
        remarks: [{ student_id: 1, remark: 'Well done.' }],
      }),
    },
  },
  // A student's report card (GET /students/:id/report-card.pdf).
  students: { create: student },
};
