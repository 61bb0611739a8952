/**
 * What leave and announcements ask of the people module beyond attendance's look-ups
 * (./attendance-lookups.ts): the class-sections a teacher is class teacher of (who approves a
 * student's leave), and a read view of students' names for their lists.
 */
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { classTeachers, students } from '../../../db/schema/people';

const qb = new QueryBuilder();

/** Students' display names and class-sections; left-join on (school_id, id). */
export const studentNames = qb
  .select({
    schoolId: students.schoolId,
    id: students.id,
    name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`.as('student_name'),
    classSectionId: sql<number>`${students.classSectionId}`.as('student_class_section_id'),
  })
  .from(students)
  .as('student_names');

/** The class-sections this user is class teacher of. */
export async function classTeacherSections(
  tx: Executor,
  schoolId: number,
  teacherUserId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: classTeachers.classSectionId })
    .from(classTeachers)
    .where(
      and(eq(classTeachers.schoolId, schoolId), eq(classTeachers.teacherUserId, teacherUserId)),
    );
  return rows.map((r) => r.id);
}
