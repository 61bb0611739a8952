/**
 * Saving a marks grid (PUT /api/exams/{id}/marks) in one transaction: every cell checked first
 * (a refusal names the student), the grid's sheet row locked so two saves of one grid queue,
 * each changed cell's version compared with the one the client read (a conflict names the
 * students someone else changed), then the changes written and audited with before and after.
 * A published class's marks change only with a reason, which the audit entry keeps.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { examMarkSheets, examMarks } from '../../../db/schema/exams';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { ApiError, validationFailed, type FieldTexts } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { storedMarks, type GridPlace } from './grid';
import { fromHundredths } from './rules/marks';
import { cellOf, sameCell, type CellProblem, type StoredCell } from './rules/cells';
import { sitters } from './roster';
import type { MarkRowBody } from './schemas';
import { isPublished, type ExamRecord } from './store';

const CELL_PROBLEMS: Record<CellProblem, string> = {
  bothFlags: 'exams.cell.bothFlags',
  marksWithFlag: 'exams.cell.marksWithFlag',
  twoDecimals: 'exams.cell.twoDecimals',
  negative: 'exams.cell.negative',
  overMax: 'exams.cell.overMax',
};

type Change = { studentId: number; name: string; before: StoredCell; after: StoredCell };

const shown = (cell: StoredCell) =>
  cell === null
    ? null
    : cell.absent
      ? 'absent'
      : cell.exempt
        ? 'exempt'
        : fromHundredths(cell.marks ?? 0);

/** Locks the grid's sheet (made draft on its first save), so saves of one grid queue. */
async function lockSheet(tx: Executor, schoolId: number, examId: number, place: GridPlace) {
  await tx
    .insert(examMarkSheets)
    .values({ schoolId, examId, classSectionId: place.classSectionId, subjectId: place.subjectId })
    .onConflictDoNothing();
  await tx
    .select({ status: examMarkSheets.status })
    .from(examMarkSheets)
    .where(
      and(
        eq(examMarkSheets.schoolId, schoolId),
        eq(examMarkSheets.examId, examId),
        eq(examMarkSheets.classSectionId, place.classSectionId),
        eq(examMarkSheets.subjectId, place.subjectId),
      ),
    )
    .for('update');
}

export async function saveMarks(
  tx: Executor,
  caller: SchoolUser,
  audit: AuditRecorder,
  exam: ExamRecord,
  place: GridPlace,
  body: { marks: MarkRowBody[]; reason: string | null },
): Promise<number> {
  const schoolId = caller.school.id;
  const published = isPublished(exam, place.classId);
  if (published && !body.reason)
    throw validationFailed({ reason: apiMessage('exams.reasonAfterPublishing') });
  await lockSheet(tx, schoolId, exam.id, place);
  const stored = new Map(
    (await storedMarks(tx, schoolId, exam.id, place)).map((m) => [m.studentId, m]),
  );
  const students = new Map(
    (await sitters(tx, schoolId, place.classSectionId, exam.session_year_id, stored.keys())).map(
      (s) => [s.id, s],
    ),
  );
  const problems: FieldTexts = {};
  const conflicts: string[] = [];
  const changes: Change[] = [];
  body.marks.forEach((row, i) => {
    const student = students.get(row.student_id);
    if (!student) {
      problems[`marks.${i}.student_id`] = apiMessage('exams.studentNotSitting');
      return;
    }
    const sent = cellOf(row, place.maxMarks);
    if ('problem' in sent) {
      problems[`marks.${i}.marks`] = apiMessage(CELL_PROBLEMS[sent.problem], {
        student: student.name,
        max: fromHundredths(place.maxMarks),
      });
      return;
    }
    const was = stored.get(row.student_id);
    const before: StoredCell = was
      ? { marks: was.marks, absent: was.absent, exempt: was.exempt }
      : null;
    if (sameCell(before, sent.cell)) return;
    if ((was?.version ?? null) !== (row.version ?? null)) conflicts.push(student.name);
    else changes.push({ studentId: row.student_id, name: student.name, before, after: sent.cell });
  });
  if (Object.keys(problems).length) throw validationFailed(problems);
  if (conflicts.length)
    throw new ApiError(
      'conflict',
      apiMessage('exams.changedMeanwhile', {
        count: conflicts.length,
        names: conflicts.join(', '),
      }),
    );
  await writeChanges(tx, caller, exam.id, place, changes);
  await audit(tx, {
    action: 'update',
    entity: 'exam-marks',
    entityId: exam.id,
    before: {
      class_section_id: place.classSectionId,
      subject_id: place.subjectId,
      marks: Object.fromEntries(
        changes.map((c) => [`${c.name} (${c.studentId})`, shown(c.before)]),
      ),
    },
    after: {
      class_section_id: place.classSectionId,
      subject_id: place.subjectId,
      marks: Object.fromEntries(changes.map((c) => [`${c.name} (${c.studentId})`, shown(c.after)])),
      ...(published && { reason: body.reason, after_publishing: true }),
    },
  });
  return changes.length;
}

async function writeChanges(
  tx: Executor,
  caller: SchoolUser,
  examId: number,
  place: GridPlace,
  changes: Change[],
) {
  const schoolId = caller.school.id;
  const cleared = changes.filter((c) => c.after === null).map((c) => c.studentId);
  if (cleared.length)
    await tx
      .delete(examMarks)
      .where(
        and(
          eq(examMarks.schoolId, schoolId),
          eq(examMarks.examId, examId),
          eq(examMarks.subjectId, place.subjectId),
          inArray(examMarks.studentId, cleared),
        ),
      );
  const written = changes.flatMap((c) => (c.after ? [{ ...c, after: c.after }] : []));
  if (!written.length) return;
  await tx
    .insert(examMarks)
    .values(
      written.map((c) => ({
        schoolId,
        examId,
        subjectId: place.subjectId,
        studentId: c.studentId,
        classSectionId: place.classSectionId,
        ...c.after,
        enteredByUserId: caller.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [examMarks.schoolId, examMarks.examId, examMarks.subjectId, examMarks.studentId],
      set: {
        marks: sql`excluded.marks`,
        absent: sql`excluded.absent`,
        exempt: sql`excluded.exempt`,
        classSectionId: sql`excluded.class_section_id`,
        enteredByUserId: sql`excluded.entered_by_user_id`,
        version: sql`${examMarks.version} + 1`,
        updatedAt: sql`now()`,
      },
    });
}
