/**
 * How to get an exam in a given school, for the generated cross-school suite
 * (lib/api/cross-school.test.ts): an exam of a class of its own, and bodies each `:id` route
 * accepts in the caller's school (the exam is read first, so another school's id is 404).
 */
import { unique } from '../../../test-support/harness';
import { klass, post, student, type ForeignRowsOf } from '../../../test-support/fixtures';

export const foreignRows: ForeignRowsOf = {
  exams: {
    create: async (t, as) =>
      post(t, as, '/exams', {
        name: unique('Exam'),
        exam_type: 'unit_test',
        class_ids: [await klass(t, as)],
      }),
    bodies: {
      'PUT /exams/:id/schedule': async () => ({ papers: [] }),
      'PUT /exams/:id/marks': async () => ({ marks: [{ student_id: 1, marks: 1 }] }),
      'POST /exams/:id/submit': async () => ({ class_section_id: 1, subject_id: 1 }),
      'POST /exams/:id/publish': async () => ({}),
      'PUT /exams/:id/remarks': async () => ({
        remarks: [{ student_id: 1, remark: 'Well done.' }],
      }),
    },
  },
  // A student's report card (GET /students/:id/report-card.pdf).
  students: { create: student },
};
