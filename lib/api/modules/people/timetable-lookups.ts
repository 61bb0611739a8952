/**
 * What the timetable module asks of people: who teaches each class-subject (subject_teachers),
 * and how many active students each class-section holds (the solver's room capacities).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { students, subjectTeachers } from '../../../db/schema/people';

/** Every (class-subject, teacher) pair of the school. */
export function subjectTeacherPairs(tx: Executor, schoolId: number) {
  return tx
    .select({
      classSubjectId: subjectTeachers.classSubjectId,
      teacherUserId: subjectTeachers.teacherUserId,
    })
    .from(subjectTeachers)
    .where(eq(subjectTeachers.schoolId, schoolId));
}

/** Each class-section's active students (a room must hold them); sections without none. */
export async function activeStudentsBySection(
  tx: Executor,
  schoolId: number,
): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      classSectionId: students.classSectionId,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 'active')))
    .groupBy(students.classSectionId);
  return new Map(rows.map((r) => [r.classSectionId, r.count]));
}
