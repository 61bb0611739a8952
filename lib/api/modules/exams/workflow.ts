/**
 * The workflow (docs/ARCHITECTURE.md, "Exams"): a grid is submitted by its teacher once every
 * student has a cell, and an admin publishes per class or the whole exam; publishing a class
 * again is refused unless the body says `republish`. Each class published keeps the grading
 * scale that grades it then (./published-scales.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examClasses, examMarkSheets } from '../../../db/schema/exams';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { ApiError, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { academicViews } from '../academics';
import { storedMarks, type GridPlace } from './grid';
import { keepScalesOf } from './published-scales';
import { sitters } from './roster';
import { examRecord, type ExamRecord } from './store';

export async function submitGrid(
  tx: Executor,
  caller: SchoolUser,
  audit: AuditRecorder,
  exam: ExamRecord,
  place: GridPlace,
): Promise<void> {
  const schoolId = caller.school.id;
  const marks = await storedMarks(tx, schoolId, exam.id, place);
  const marked = new Set(marks.map((m) => m.studentId));
  const students = await sitters(tx, schoolId, place.classSectionId, exam.session_year_id, marked);
  const missing = students.filter((s) => !marked.has(s.id)).length;
  if (!students.length || missing)
    throw validationFailed({
      subject_id: apiMessage('exams.gridIncomplete', { count: missing || students.length }),
    });
  await tx
    .update(examMarkSheets)
    .set({
      status: 'submitted',
      submittedAt: sql`now()`,
      submittedByUserId: caller.userId,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(examMarkSheets.schoolId, schoolId),
        eq(examMarkSheets.examId, exam.id),
        eq(examMarkSheets.classSectionId, place.classSectionId),
        eq(examMarkSheets.subjectId, place.subjectId),
      ),
    );
  await audit(tx, {
    action: 'submit',
    entity: 'exam-mark-sheets',
    entityId: exam.id,
    after: {
      class_section_id: place.classSectionId,
      subject_id: place.subjectId,
      status: 'submitted',
    },
  });
}

const classNames = academicViews.classes;

async function namesOf(tx: Executor, schoolId: number, ids: number[]) {
  const rows = await tx
    .select({ name: classNames.name })
    .from(classNames)
    .where(and(eq(classNames.schoolId, schoolId), inArray(classNames.id, ids.length ? ids : [0])));
  return rows.map((r) => r.name).join(', ');
}

export async function publishExam(
  tx: Executor,
  caller: SchoolUser,
  audit: AuditRecorder,
  exam: ExamRecord,
  body: { class_ids?: number[] | null; republish: boolean },
): Promise<ExamRecord> {
  const schoolId = caller.school.id;
  const sitting = exam.classes.map((c) => c.class_id);
  const chosen = body.class_ids ?? sitting;
  if (chosen.some((id) => !sitting.includes(id)))
    throw validationFailed({ class_ids: apiMessage('exams.classNotSitting') });
  const already = exam.classes
    .filter((c) => chosen.includes(c.class_id) && c.published_at !== null)
    .map((c) => c.class_id);
  if (already.length && !body.republish)
    throw new ApiError(
      'conflict',
      apiMessage('exams.alreadyPublished', { classes: await namesOf(tx, schoolId, already) }),
    );
  await tx
    .update(examClasses)
    .set({ publishedAt: sql`now()`, publishedByUserId: caller.userId })
    .where(
      and(
        eq(examClasses.schoolId, schoolId),
        eq(examClasses.examId, exam.id),
        inArray(examClasses.classId, chosen),
      ),
    );
  // Each class keeps the scale that grades it now: a later edit of the scale does not regrade it.
  await keepScalesOf(tx, schoolId, exam.id, chosen);
  const after = await examRecord(tx, schoolId, exam.id);
  await audit(tx, {
    action: 'publish',
    entity: 'exams',
    entityId: exam.id,
    before: {
      published_class_ids: exam.classes.filter((c) => c.published_at).map((c) => c.class_id),
    },
    after: {
      published_class_ids: after.classes.filter((c) => c.published_at).map((c) => c.class_id),
      ...(already.length && { republished_class_ids: already }),
    },
  });
  return after;
}
