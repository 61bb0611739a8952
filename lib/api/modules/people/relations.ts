/**
 * What leave and announcements ask of the people module beyond attendance's look-ups
 * (./attendance-lookups.ts): the class-sections a teacher is class teacher of (who approves a
 * student's leave), and a read view of students' names for their lists.
 */
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { classTeachers, studentHistory, students } from '../../../db/schema/people';

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

/** Each student's last move out of active (a status change, or a promotion's leaving). */
const leavingDays = qb
  .select({
    schoolId: studentHistory.schoolId,
    studentId: studentHistory.studentId,
    leftOn: sql<string>`max(${studentHistory.onDate})`.as('last_left_on'),
  })
  .from(studentHistory)
  .where(sql`${studentHistory.toStatus} <> 'active'`)
  .groupBy(studentHistory.schoolId, studentHistory.studentId)
  .as('leaving_days');

/**
 * Students as members of the school, as a sub-query `student_members` (join on (school_id,
 * id)): name, class-section, admission date and, for one no longer active, the day they left
 * (their last move out of active; else their record's last change).
 */
export const studentMembers = qb
  .select({
    schoolId: students.schoolId,
    id: students.id,
    name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`.as('member_name'),
    classSectionId: sql<number>`${students.classSectionId}`.as('member_class_section_id'),
    joinedOn: sql<string>`${students.admissionDate}`.as('member_joined_on'),
    leftOn: sql<string | null>`case when ${students.status} <> 'active'
      then coalesce(${leavingDays.leftOn}, ${students.updatedAt}::date) end`.as('member_left_on'),
  })
  .from(students)
  .leftJoin(
    leavingDays,
    and(eq(leavingDays.schoolId, students.schoolId), eq(leavingDays.studentId, students.id)),
  )
  .as('student_members');

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
