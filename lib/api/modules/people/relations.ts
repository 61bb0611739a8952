/**
 * Who is related to whom, for modules that act on those relations (leave, announcements):
 * a guardian's children, the class-sections a teacher is class teacher of, and a read view of
 * students' names for lists that show them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { classTeachers, studentGuardians, students } from '../../../db/schema/people';

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

export type Child = { id: number; name: string; classSectionId: number };

/** The active students this user is a guardian of. */
export async function childrenOf(tx: Executor, schoolId: number, guardianUserId: number) {
  return tx
    .select({
      id: students.id,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      classSectionId: students.classSectionId,
    })
    .from(studentGuardians)
    .innerJoin(
      students,
      and(
        eq(students.schoolId, studentGuardians.schoolId),
        eq(students.id, studentGuardians.studentId),
      ),
    )
    .where(
      and(
        eq(studentGuardians.schoolId, schoolId),
        eq(studentGuardians.guardianUserId, guardianUserId),
        eq(students.status, 'active'),
      ),
    )
    .orderBy(students.firstName, students.id) as Promise<Child[]>;
}

/** A student of the school (any status) with their class-section; undefined if none. */
export async function studentOf(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select({
      id: students.id,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      classSectionId: students.classSectionId,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, id)));
  return row as Child | undefined;
}

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
