/**
 * Editing an exam (PUT /api/exams/{id}): its name, term, type and classes. A class left out
 * goes with its papers, unless marks were entered for it (refused naming the class: marks are
 * kept, and an exam's results would silently lose a class otherwise); a class added sits the
 * exam with no papers yet. The session year stays: the exam's papers and marks belong to it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  examClasses,
  examMarkSheets,
  examMarks,
  examPapers,
  exams,
} from '../../../db/schema/exams';
import { validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { allClassSections, classesExist, semesterOf } from '../academics';
import type { ExamEditBody } from './schemas';
import type { ExamRecord } from './store';

/** 422 naming the field when the term or a class is not the school's. */
export async function checkExamRefs(
  tx: Executor,
  schoolId: number,
  body: { semester_id?: number | null; class_ids: number[] },
): Promise<void> {
  if (body.semester_id && !(await semesterOf(tx, schoolId, body.semester_id)))
    throw validationFailed({ semester_id: apiMessage('exams.termUnknown') });
  if (!(await classesExist(tx, schoolId, body.class_ids)))
    throw validationFailed({ class_ids: apiMessage('exams.classUnknown') });
}

/** The first of `classIds` whose class-sections hold a mark of the exam, by name. */
async function classWithMarks(tx: Executor, schoolId: number, examId: number, classIds: number[]) {
  if (!classIds.length) return null;
  const sections = (await allClassSections(tx, schoolId)).filter((s) =>
    classIds.includes(s.class_id),
  );
  if (!sections.length) return null;
  const [marked] = await tx
    .select({ classSectionId: examMarks.classSectionId })
    .from(examMarks)
    .where(
      and(
        eq(examMarks.schoolId, schoolId),
        eq(examMarks.examId, examId),
        inArray(
          examMarks.classSectionId,
          sections.map((s) => s.id),
        ),
      ),
    )
    .limit(1);
  return sections.find((s) => s.id === marked?.classSectionId)?.class ?? null;
}

export async function updateExam(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  body: ExamEditBody,
): Promise<void> {
  await checkExamRefs(tx, schoolId, body);
  const had = exam.classes.map((c) => c.class_id);
  const removed = had.filter((id) => !body.class_ids.includes(id));
  const added = body.class_ids.filter((id) => !had.includes(id));
  const marked = await classWithMarks(tx, schoolId, exam.id, removed);
  if (marked)
    throw validationFailed({ class_ids: apiMessage('exams.classHasMarks', { class: marked }) });
  if (removed.length) {
    const sectionIds = (await allClassSections(tx, schoolId))
      .filter((s) => removed.includes(s.class_id))
      .map((s) => s.id);
    if (sectionIds.length)
      await tx
        .delete(examMarkSheets)
        .where(
          and(
            eq(examMarkSheets.schoolId, schoolId),
            eq(examMarkSheets.examId, exam.id),
            inArray(examMarkSheets.classSectionId, sectionIds),
          ),
        );
    for (const table of [examPapers, examClasses])
      await tx
        .delete(table)
        .where(
          and(
            eq(table.schoolId, schoolId),
            eq(table.examId, exam.id),
            inArray(table.classId, removed),
          ),
        );
  }
  if (added.length)
    await tx
      .insert(examClasses)
      .values(added.map((classId) => ({ schoolId, examId: exam.id, classId })));
  await tx
    .update(exams)
    .set({
      name: body.name,
      semesterId: body.semester_id ?? null,
      examType: body.exam_type,
      updatedAt: new Date(),
    })
    .where(and(eq(exams.schoolId, schoolId), eq(exams.id, exam.id)));
}
