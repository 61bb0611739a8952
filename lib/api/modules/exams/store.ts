/**
 * One exam as the API shows it: its term, type and classes, each class with whether (and when)
 * its results were published. Every exam route starts here, so another school's id is 404.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  examClasses,
  examMarkSheets,
  examMarks,
  examPapers,
  exams,
} from '../../../db/schema/exams';
import type { ExamType } from '../../../db/schema/exams-values';
import { ApiError, notFoundLabelled } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';

export type ExamRecord = {
  id: number;
  name: string;
  session_year_id: number;
  semester_id: number | null;
  exam_type: ExamType;
  classes: { class_id: number; published_at: string | null }[];
};

export async function examRecord(tx: Executor, schoolId: number, id: number): Promise<ExamRecord> {
  const [exam] = await tx
    .select({
      id: exams.id,
      name: exams.name,
      session_year_id: exams.sessionYearId,
      semester_id: exams.semesterId,
      exam_type: exams.examType,
    })
    .from(exams)
    .where(and(eq(exams.schoolId, schoolId), eq(exams.id, id)));
  if (!exam) throw notFoundLabelled('exam');
  const classes = await tx
    .select({ class_id: examClasses.classId, published_at: examClasses.publishedAt })
    .from(examClasses)
    .where(and(eq(examClasses.schoolId, schoolId), eq(examClasses.examId, id)))
    .orderBy(asc(examClasses.classId));
  return {
    ...exam,
    classes: classes.map((c) => ({
      class_id: c.class_id,
      published_at: c.published_at?.toISOString() ?? null,
    })),
  };
}

/** The exam of a route's `:id`: 404 for a malformed id or another school's. */
export const examOfPath = (tx: Executor, schoolId: number, raw: string | undefined) =>
  examRecord(tx, schoolId, parseId(raw, 'exam'));

export const isPublished = (exam: ExamRecord, classId: number) =>
  exam.classes.some((c) => c.class_id === classId && c.published_at !== null);

/** Deletes an exam and its schedule; refused while it holds any mark (marks are kept). */
export async function deleteExam(tx: Executor, schoolId: number, id: number): Promise<void> {
  const [marked] = await tx
    .select({ one: examMarks.examId })
    .from(examMarks)
    .where(and(eq(examMarks.schoolId, schoolId), eq(examMarks.examId, id)))
    .limit(1);
  if (marked) throw new ApiError('conflict', apiMessage('exams.hasMarks'));
  for (const table of [examMarkSheets, examPapers, examClasses])
    await tx.delete(table).where(and(eq(table.schoolId, schoolId), eq(table.examId, id)));
  await tx.delete(exams).where(and(eq(exams.schoolId, schoolId), eq(exams.id, id)));
}
