/**
 * A student's own clashes (issue 30) through the real API: a student sits in one class-section
 * of a session year (students.class_section_id), and electives are class-subjects of that class,
 * so every paper a student sits is one of their own class's, where the class clash rule already
 * refuses two at once (docs/ARCHITECTURE.md, "Exams"). What remains to show: two classes may sit
 * papers at the same hour, and a student of one cannot be marked in the other's paper.
 */
import { admin, type As } from '../academics/test-support/factories';
import { startTestApi, type TestApi } from '../../test-support/harness';
import { examSetup } from './test-support/exam-setup';

let t: TestApi;
let riverside: As;
beforeAll(async () => {
  t = await startTestApi();
  riverside = await admin(t, 'riverside');
});
afterAll(() => t.close());

test("a student sits only their own class's papers, so the class clash rule is their clash rule", async () => {
  const a = await examSetup(t, riverside, 1);
  const b = await examSetup(t, riverside, 0);
  const both = await t.call('PUT', `/api/exams/${a.exam.id}`, {
    ...riverside,
    body: { name: a.exam.name, exam_type: 'mid_term', class_ids: [a.cls.id, b.cls.id] },
  });
  expect(both.status).toBe(200);
  // The other class's maths at the very hour of this class's maths: two classes, no clash.
  const sameHour = b.papers.map((p) => ({ ...p, date: a.papers[0]?.date }));
  const scheduled = await t.call('PUT', `/api/exams/${a.exam.id}/schedule`, {
    ...riverside,
    body: { papers: [...a.papers, sameHour[0]] },
  });
  expect(scheduled.status).toBe(200);
  // Within one class the same two papers are refused.
  const clash = await t.call('PUT', `/api/exams/${a.exam.id}/schedule`, {
    ...riverside,
    body: { papers: [a.papers[0], { ...a.papers[1], date: a.papers[0]?.date }] },
  });
  expect(clash.status).toBe(422);
  // And a's pupil cannot be marked in b's paper: they do not sit in b's class-section.
  const pupil = a.pupils[0]?.id;
  const query = `class_section_id=${b.cs.id}&subject_id=${b.maths.id}`;
  const res = await t.call('PUT', `/api/exams/${a.exam.id}/marks?${query}`, {
    ...riverside,
    body: { marks: [{ student_id: pupil, marks: 10 }] },
  });
  expect([res.status, res.body.errors?.['marks.0.student_id']]).toEqual([
    422,
    'This student does not sit the exam in this class-section.',
  ]);
});
