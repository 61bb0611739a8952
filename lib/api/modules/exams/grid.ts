/**
 * A marks grid (exam × class-section × subject): its paper from the schedule, its state and
 * its students with their marks. GET /api/exams/{id}/marks answers one; without a grid named,
 * the grids the caller may open, each with its state.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examMarkSheets, examMarks, examPapers } from '../../../db/schema/exams';
import type { SchoolUser } from '../../http/context';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { allClassSections, classSectionsByIds, subjectNames } from '../academics';
import { isSchoolAdmin, taughtPairs } from './access';
import { fromHundredths } from './rules/marks';
import { sitters } from './roster';
import { isPublished, type ExamRecord } from './store';
import type { MarksGrid } from './types';

export type GridPlace = {
  classSectionId: number;
  classSectionName: string;
  classId: number;
  subjectId: number;
  subject: string;
  maxMarks: number;
  passMarks: number;
};

/** The grid's class-section and paper; 422 naming the field when the exam has neither. */
export async function gridPlace(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  query: { class_section_id: number; subject_id: number },
): Promise<GridPlace> {
  const section = (await classSectionsByIds(tx, schoolId, [query.class_section_id])).get(
    query.class_section_id,
  );
  if (!section || !exam.classes.some((c) => c.class_id === section.classId))
    throw validationFailed({ class_section_id: apiMessage('exams.sectionNotSitting') });
  const [paper] = await tx
    .select({ maxMarks: examPapers.maxMarks, passMarks: examPapers.passMarks })
    .from(examPapers)
    .where(
      and(
        eq(examPapers.schoolId, schoolId),
        eq(examPapers.examId, exam.id),
        eq(examPapers.classId, section.classId),
        eq(examPapers.subjectId, query.subject_id),
      ),
    );
  if (!paper) throw validationFailed({ subject_id: apiMessage('exams.noPaper') });
  const subject = (await subjectNames(tx, schoolId, [query.subject_id])).get(query.subject_id);
  return {
    classSectionId: section.id,
    classSectionName: section.name,
    classId: section.classId,
    subjectId: query.subject_id,
    subject: subject ?? '',
    ...paper,
  };
}

export async function storedMarks(
  tx: Executor,
  schoolId: number,
  examId: number,
  place: GridPlace,
) {
  return tx
    .select({
      studentId: examMarks.studentId,
      marks: examMarks.marks,
      absent: examMarks.absent,
      exempt: examMarks.exempt,
      version: examMarks.version,
    })
    .from(examMarks)
    .where(
      and(
        eq(examMarks.schoolId, schoolId),
        eq(examMarks.examId, examId),
        eq(examMarks.classSectionId, place.classSectionId),
        eq(examMarks.subjectId, place.subjectId),
      ),
    );
}

export async function readGrid(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  place: GridPlace,
): Promise<MarksGrid> {
  const marks = await storedMarks(tx, schoolId, exam.id, place);
  const byStudent = new Map(marks.map((m) => [m.studentId, m]));
  const [sheet] = await tx
    .select({ status: examMarkSheets.status })
    .from(examMarkSheets)
    .where(
      and(
        eq(examMarkSheets.schoolId, schoolId),
        eq(examMarkSheets.examId, exam.id),
        eq(examMarkSheets.classSectionId, place.classSectionId),
        eq(examMarkSheets.subjectId, place.subjectId),
      ),
    );
  const students = await sitters(
    tx,
    schoolId,
    place.classSectionId,
    exam.session_year_id,
    byStudent.keys(),
  );
  return {
    exam_id: exam.id,
    class_section_id: place.classSectionId,
    class_section_name: place.classSectionName,
    subject_id: place.subjectId,
    subject_name: place.subject,
    max_marks: fromHundredths(place.maxMarks),
    pass_marks: fromHundredths(place.passMarks),
    status: sheet?.status ?? 'empty',
    published: isPublished(exam, place.classId),
    students: students.map((s) => {
      const m = byStudent.get(s.id);
      return {
        student_id: s.id,
        name: s.name,
        roll_number: s.roll_number,
        admission_no: s.admission_no,
        marks: m?.marks === null || m?.marks === undefined ? null : fromHundredths(m.marks),
        absent: m?.absent ?? false,
        exempt: m?.exempt ?? false,
        version: m?.version ?? null,
      };
    }),
  };
}

export type GridSummary = {
  class_section_id: number;
  class_section_name: string;
  subject_id: number;
  subject_name: string;
  status: MarksGrid['status'];
  published: boolean;
};

/** Every grid of the exam the caller may open (a School Admin all, a teacher their subjects'). */
export async function gridsOf(
  tx: Executor,
  caller: SchoolUser,
  exam: ExamRecord,
): Promise<GridSummary[]> {
  const schoolId = caller.school.id;
  const classIds = exam.classes.map((c) => c.class_id);
  const papers = await tx
    .select({ classId: examPapers.classId, subjectId: examPapers.subjectId })
    .from(examPapers)
    .where(
      and(
        eq(examPapers.schoolId, schoolId),
        eq(examPapers.examId, exam.id),
        inArray(examPapers.classId, classIds.length ? classIds : [0]),
      ),
    )
    .orderBy(asc(examPapers.examDate), asc(examPapers.startTime));
  const taught = isSchoolAdmin(caller) ? null : await taughtPairs(tx, caller, classIds);
  const open = papers.filter((p) => !taught || taught.has(`${p.classId}:${p.subjectId}`));
  const sections = (await allClassSections(tx, schoolId)).filter((s) =>
    classIds.includes(s.class_id),
  );
  const names = await subjectNames(
    tx,
    schoolId,
    open.map((p) => p.subjectId),
  );
  const sheets = await tx
    .select({
      classSectionId: examMarkSheets.classSectionId,
      subjectId: examMarkSheets.subjectId,
      status: examMarkSheets.status,
    })
    .from(examMarkSheets)
    .where(and(eq(examMarkSheets.schoolId, schoolId), eq(examMarkSheets.examId, exam.id)));
  const statusOf = (cs: number, subject: number) =>
    sheets.find((s) => s.classSectionId === cs && s.subjectId === subject)?.status ?? 'empty';
  return sections.flatMap((s) =>
    open
      .filter((p) => p.classId === s.class_id)
      .map((p) => ({
        class_section_id: s.id,
        class_section_name: s.name,
        subject_id: p.subjectId,
        subject_name: names.get(p.subjectId) ?? '',
        status: statusOf(s.id, p.subjectId),
        published: isPublished(exam, s.class_id),
      })),
  );
}
