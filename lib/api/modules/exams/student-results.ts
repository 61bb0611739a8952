/**
 * GET /api/students/{id}/exam-results: a student's published results across exams, oldest
 * first (the profile's Exams tab and its progress chart): each exam's percentage, grade,
 * result, rank and attendance, read through `examResults` for the class-section the student
 * is in. A guardian: their own child's only.
 */
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { classSectionsByIds } from '../academics';
import { cardStudents } from '../people';
import { guardianChildren, readsWholeSchool } from './access';
import { examIdsOfClassAnyYear } from './annual-results';
import { examResults } from './results';
import { examRecord, isPublished } from './store';

type StudentExamResult = {
  exam_id: number;
  name: string;
  exam_type: string;
  percent: number | null;
  grade: string | null;
  passed: boolean | null;
  rank: number | null;
  class_size: number;
  attendance_percent: number | null;
};

async function publishedResultsOf(tx: Executor, caller: SchoolUser, studentId: number) {
  const schoolId = caller.school.id;
  const [student] = await cardStudents(tx, schoolId, { studentIds: [studentId] });
  if (!student) throw notFound('student');
  if (!readsWholeSchool(caller) && !(await guardianChildren(tx, caller)).ids.has(studentId))
    throw notFound('student');
  const sectionId = student.class_section_id;
  const section = (await classSectionsByIds(tx, schoolId, [sectionId])).get(sectionId);
  if (!section) return [];
  const rows: StudentExamResult[] = [];
  for (const id of await examIdsOfClassAnyYear(tx, schoolId, section.classId)) {
    const exam = await examRecord(tx, schoolId, id);
    if (!isPublished(exam, section.classId)) continue;
    const results = await examResults(tx, schoolId, exam, sectionId, caller.format.timeZone);
    const own = results.students.find((s) => s.student_id === studentId);
    if (!own) continue;
    rows.push({
      exam_id: exam.id,
      name: exam.name,
      exam_type: exam.exam_type,
      percent: own.percent,
      grade: own.grade,
      passed: own.passed,
      rank: own.rank,
      class_size: results.students.filter((s) => s.rank !== null).length,
      attendance_percent: own.attendance_percent,
    });
  }
  return rows;
}

export const studentResultRoutes = [
  defineRoute({
    method: 'GET',
    path: '/students/:id/exam-results',
    tag: 'exams',
    summary:
      'A student’s published results across exams, oldest first: percentage, grade, result, rank and attendance of each (a guardian: their own child’s)',
    access: access.permission('exam-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await publishedResultsOf(db, caller, parseId(params.id, 'student'))),
  }),
];
