/**
 * An exam's results for a class-section, computed in one place (docs/ARCHITECTURE.md,
 * "Exams"): the class's papers, the marks, its grading scale and the term's attendance are read
 * once (a published class's scale as it was published) and handed to the pure rules (rules/results.ts). The results route, the report cards and
 * the analysis read results only through `examResults`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examMarks, examPapers } from '../../../db/schema/exams';
import { todayIn } from '../../../calendar';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { classSectionsByIds, semesterOf, sessionYearSpan, subjectNames } from '../academics';
import { attendancePercentOf } from '../attendance';
import { fromHundredths } from './rules/marks';
import { rankByPercentage, studentResult, type Mark } from './rules/results';
import { termSpan } from './rules/terms';
import { sitters } from './roster';
import { gradingOf } from './published-scales';
import { isPublished, type ExamRecord } from './store';
import type { StudentResultRow } from './types';

const decimal = (v: number | null | undefined) =>
  v === null || v === undefined ? null : fromHundredths(v);

/** The term's dates up to today: what its attendance percentage counts. */
async function termDates(tx: Executor, schoolId: number, exam: ExamRecord, timeZone: string) {
  const session = await sessionYearSpan(tx, schoolId, exam.session_year_id);
  if (!session) return null;
  const semester = exam.semester_id ? await semesterOf(tx, schoolId, exam.semester_id) : null;
  const span = termSpan(session, semester ?? null);
  if (!span) return null;
  const today = todayIn(timeZone);
  return { from: span.from, to: span.to < today ? span.to : today };
}

export async function examResults(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  classSectionId: number,
  timeZone: string,
) {
  const section = (await classSectionsByIds(tx, schoolId, [classSectionId])).get(classSectionId);
  if (!section || !exam.classes.some((c) => c.class_id === section.classId))
    throw validationFailed({ class_section_id: apiMessage('exams.sectionNotSitting') });
  const papers = await tx
    .select({
      subjectId: examPapers.subjectId,
      maxMarks: examPapers.maxMarks,
      passMarks: examPapers.passMarks,
    })
    .from(examPapers)
    .where(
      and(
        eq(examPapers.schoolId, schoolId),
        eq(examPapers.examId, exam.id),
        eq(examPapers.classId, section.classId),
      ),
    )
    .orderBy(asc(examPapers.examDate), asc(examPapers.startTime));
  const marks = await tx
    .select({
      studentId: examMarks.studentId,
      subjectId: examMarks.subjectId,
      marks: examMarks.marks,
      absent: examMarks.absent,
      exempt: examMarks.exempt,
    })
    .from(examMarks)
    .where(
      and(
        eq(examMarks.schoolId, schoolId),
        eq(examMarks.examId, exam.id),
        eq(examMarks.classSectionId, classSectionId),
      ),
    );
  const byStudent = new Map<number, Map<number, Mark>>();
  for (const m of marks) {
    const own = byStudent.get(m.studentId) ?? new Map<number, Mark>();
    own.set(m.subjectId, m);
    byStudent.set(m.studentId, own);
  }
  const students = await sitters(
    tx,
    schoolId,
    classSectionId,
    exam.session_year_id,
    byStudent.keys(),
  );
  const scale = await gradingOf(tx, schoolId, exam.id, section.classId);
  const bands = scale?.bands ?? [];
  const term = await termDates(tx, schoolId, exam, timeZone);
  const attendance = term
    ? await attendancePercentOf(
        tx,
        schoolId,
        students.map((s) => s.id),
        term.from,
        term.to,
      )
    : new Map<number, number | null>();
  const outcomes = students.map((s) =>
    studentResult(papers, byStudent.get(s.id) ?? new Map(), bands),
  );
  const ranks = rankByPercentage(outcomes);
  const names = await subjectNames(
    tx,
    schoolId,
    papers.map((p) => p.subjectId),
  );
  const rows: StudentResultRow[] = students.map((s, i) => {
    const r = outcomes[i] as (typeof outcomes)[number];
    return {
      student_id: s.id,
      name: s.name,
      roll_number: s.roll_number,
      admission_no: s.admission_no,
      subjects: r.subjects.map((o) => ({
        subject_id: o.subjectId,
        state: o.state,
        marks: decimal(o.obtained),
        max_marks: fromHundredths(o.maxMarks),
        percent: decimal(o.percent),
        grade: o.grade ?? null,
        grade_point: decimal(o.gradePoint),
        passed: o.passed,
      })),
      total: fromHundredths(r.total),
      max_total: fromHundredths(r.maxTotal),
      percent: decimal(r.percent),
      grade: r.grade ?? null,
      grade_point: decimal(r.gradePoint),
      remark: r.remark ?? null,
      passed: r.passed,
      rank: ranks[i] ?? null,
      pending: r.pending,
      attendance_percent: attendance.get(s.id) ?? null,
    };
  });
  return {
    exam: { id: exam.id, name: exam.name, exam_type: exam.exam_type },
    class_section: { id: section.id, name: section.name, class_id: section.classId },
    published: isPublished(exam, section.classId),
    scale: scale && { name: scale.name, as_published: scale.asPublished },
    term,
    subjects: papers.map((p) => ({
      subject_id: p.subjectId,
      subject_name: names.get(p.subjectId) ?? '',
      max_marks: fromHundredths(p.maxMarks),
      pass_marks: fromHundredths(p.passMarks),
    })),
    students: rows,
  };
}
