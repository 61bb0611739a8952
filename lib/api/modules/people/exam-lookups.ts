/** What the exams module asks of people: the class-subjects a teacher teaches (subject_teachers). */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { subjectTeachers } from '../../../db/schema/people';

export async function taughtClassSubjectIds(
  tx: Executor,
  schoolId: number,
  teacherUserId: number,
): Promise<Set<number>> {
  const rows = await tx
    .select({ id: subjectTeachers.classSubjectId })
    .from(subjectTeachers)
    .where(
      and(eq(subjectTeachers.schoolId, schoolId), eq(subjectTeachers.teacherUserId, teacherUserId)),
    );
  return new Set(rows.map((r) => r.id));
}
