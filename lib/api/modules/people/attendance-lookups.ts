/**
 * What attendance asks of the people module: a class-section's roster in roll order, where
 * students are placed (class-section and session), which class-sections a teacher teaches
 * (class teacher, or subject teacher of a subject of the class), and a guardian's children.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  classTeachers,
  studentGuardians,
  students,
  subjectTeachers,
} from '../../../db/schema/people';
import { allClassSections, classSubjectNames } from '../academics';

export type RosterStudent = {
  id: number;
  name: string;
  roll_number: number | null;
  admission_no: string;
};

const fullName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

/** Active students of a class-section in a session year: roll number first, then by name. */
export function classRoster(
  tx: Executor,
  schoolId: number,
  classSectionId: number,
  sessionYearId: number,
): Promise<RosterStudent[]> {
  return tx
    .select({
      id: students.id,
      name: fullName,
      roll_number: students.rollNumber,
      admission_no: students.admissionNo,
    })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.classSectionId, classSectionId),
        eq(students.sessionYearId, sessionYearId),
        eq(students.status, 'active'),
      ),
    )
    .orderBy(
      sql`${students.rollNumber} asc nulls last`,
      asc(students.firstName),
      asc(students.lastName),
      asc(students.id),
    );
}

export type StudentPlacement = {
  id: number;
  name: string;
  classSectionId: number;
  sessionYearId: number;
  status: string;
};

/** Where each of these students of the school is placed now (missing ids are left out). */
export async function studentPlacements(
  tx: Executor,
  schoolId: number,
  ids: readonly number[],
): Promise<Map<number, StudentPlacement>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({
      id: students.id,
      name: fullName,
      classSectionId: students.classSectionId,
      sessionYearId: students.sessionYearId,
      status: students.status,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Class-sections a teacher is class teacher of, or teaches a subject of its class in. */
export async function taughtClassSectionIds(
  tx: Executor,
  schoolId: number,
  userId: number,
): Promise<Set<number>> {
  const led = await tx
    .select({ id: classTeachers.classSectionId })
    .from(classTeachers)
    .where(and(eq(classTeachers.schoolId, schoolId), eq(classTeachers.teacherUserId, userId)));
  const assigned = await tx
    .select({ id: subjectTeachers.classSubjectId })
    .from(subjectTeachers)
    .where(and(eq(subjectTeachers.schoolId, schoolId), eq(subjectTeachers.teacherUserId, userId)));
  const ids = new Set(led.map((r) => r.id));
  if (assigned.length) {
    const taughtClasses = new Set(
      (
        await classSubjectNames(
          tx,
          schoolId,
          assigned.map((a) => a.id),
        )
      ).map((t) => t.classId),
    );
    for (const cs of await allClassSections(tx, schoolId))
      if (taughtClasses.has(cs.class_id)) ids.add(cs.id);
  }
  return ids;
}

/** The students a guardian is linked to. */
export async function guardianChildIds(
  tx: Executor,
  schoolId: number,
  guardianUserId: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: studentGuardians.studentId })
    .from(studentGuardians)
    .where(
      and(
        eq(studentGuardians.schoolId, schoolId),
        eq(studentGuardians.guardianUserId, guardianUserId),
      ),
    );
  return rows.map((r) => r.id);
}
