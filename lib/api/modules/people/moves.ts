/**
 * Transfers: students move to another class-section in their session, in one transaction,
 * with every move in the students' history and roll numbers regenerated in the target by the
 * school's setting. Promotions into the next session are in ./promotion.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { studentHistory, students } from '../../../db/schema/people';
import { validationFailed } from '../../http/errors';
import { requireClassSection } from './lookups';
import { renumber } from './roll-numbers';
import { apiMessage } from '../../http/messages';

export type TransferInput = {
  student_ids: number[];
  to_class_section_id: number;
  on_date?: string;
  note?: string | null;
};

export async function transferStudents(
  tx: Executor,
  schoolId: number,
  input: TransferInput,
  byUserId: number,
  today: IsoDate,
) {
  await requireClassSection(tx, schoolId, input.to_class_section_id, 'to_class_section_id');
  const ids = [...new Set(input.student_ids)];
  const rows = await tx
    .select({
      id: students.id,
      classSectionId: students.classSectionId,
      sessionYearId: students.sessionYearId,
      status: students.status,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)))
    .for('update');
  if (rows.length !== ids.length)
    throw validationFailed({ student_ids: apiMessage('people.studentsOfSchool') });
  if (rows.some((r) => r.status !== 'active'))
    throw validationFailed({ student_ids: apiMessage('people.onlyActiveTransfer') });
  const sessions = new Set(rows.map((r) => r.sessionYearId));
  const [sessionYearId] = sessions;
  if (sessions.size !== 1 || sessionYearId === undefined)
    throw validationFailed({ student_ids: apiMessage('people.oneSessionTransfer') });
  const moving = rows.filter((r) => r.classSectionId !== input.to_class_section_id);
  if (!moving.length)
    throw validationFailed({
      to_class_section_id: apiMessage('people.alreadyThere'),
    });
  const onDate = input.on_date ?? today;
  await tx
    .update(students)
    .set({ classSectionId: input.to_class_section_id, rollNumber: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(students.schoolId, schoolId),
        inArray(
          students.id,
          moving.map((r) => r.id),
        ),
      ),
    );
  await tx.insert(studentHistory).values(
    moving.map((r) => ({
      schoolId,
      studentId: r.id,
      event: 'transfer' as const,
      fromClassSectionId: r.classSectionId,
      toClassSectionId: input.to_class_section_id,
      fromSessionYearId: sessionYearId,
      toSessionYearId: sessionYearId,
      note: input.note ?? null,
      onDate,
      byUserId,
    })),
  );
  await renumber(tx, schoolId, input.to_class_section_id, sessionYearId);
  return { moved: moving.length, session_year_id: sessionYearId };
}
