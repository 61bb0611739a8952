/**
 * A class ready for an exam, made through the API as a School Admin: one class-section with
 * students, two subjects taught there (the demo teacher teaches the first), a grading scale of
 * the class, and an exam with a paper of each subject.
 */
import { subjectTeachers } from '../../../../db/schema';
import { unique, type TestApi } from '../../../test-support/harness';
import {
  make,
  makeClass,
  makeSection,
  makeSubject,
  type As,
} from '../../academics/test-support/factories';
import { schoolIdOf, userIdOf } from '../../attendance/test-support/helpers';
import { studentBody } from '../../people/test-support';

/** The demo's A1–E scale as the API takes it. */
export const A1_TO_E = [
  ['A1', 91, 10],
  ['A2', 81, 9],
  ['B1', 71, 8],
  ['B2', 61, 7],
  ['C1', 51, 6],
  ['C2', 41, 5],
  ['D', 33, 4],
  ['E', 0, 0],
].map(([grade, min_percent, grade_point]) => ({ grade, min_percent, grade_point }));

export async function examSetup(t: TestApi, as: As, students = 4) {
  const cls = await makeClass(t, as);
  const section = await makeSection(t, as);
  const cs = await make(t, as, '/api/class-sections', { class_id: cls.id, section_id: section.id });
  const maths = await makeSubject(t, as);
  const art = await makeSubject(t, as);
  await make(t, as, '/api/class-subjects', {
    class_id: cls.id,
    type: 'Compulsory',
    subject_ids: [maths.id, art.id],
  });
  const listed = await t.call('GET', `/api/class-subjects?class_id=${cls.id}`, as);
  const mathsRow = listed.body.data.find((r: { subject_id: number }) => r.subject_id === maths.id);
  const schoolId = await schoolIdOf(t, as.school);
  await t.handle.db.insert(subjectTeachers).values({
    schoolId,
    classSubjectId: mathsRow.id,
    teacherUserId: await userIdOf(t, as.school, `teacher@${as.school}.test`),
  });
  const pupils: { id: number; first_name: string }[] = [];
  for (let i = 0; i < students; i++)
    pupils.push((await make(t, as, '/api/students', studentBody(cs.id))) as never);
  await make(t, as, '/api/grading-scales', {
    name: unique('Scale'),
    class_ids: [cls.id],
    bands: A1_TO_E,
  });
  const exam = await make(t, as, '/api/exams', {
    name: unique('Mid-term'),
    exam_type: 'mid_term',
    class_ids: [cls.id],
  });
  const paper = (subject: number, date: string, max: number, pass: number) => ({
    class_id: cls.id,
    subject_id: subject,
    date,
    start_time: '09:00',
    end_time: '11:00',
    max_marks: max,
    pass_marks: pass,
  });
  const papers = [paper(maths.id, '2026-12-01', 100, 33), paper(art.id, '2026-12-02', 50, 17)];
  const scheduled = await t.call('PUT', `/api/exams/${exam.id}/schedule`, {
    ...as,
    body: { papers },
  });
  if (scheduled.status !== 200) throw new Error(JSON.stringify(scheduled.body));
  return { cls, cs, maths, art, pupils, exam, papers, schoolId };
}
