/**
 * Who hears about a student (issue 28, notifications): the guardians' accounts of some
 * students, in one query however many students a register holds; and the people a
 * class-section's announcement reaches (the guardians of its active students and its class
 * teachers). Identity filters out disabled accounts where the caller needs it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { classTeachers, studentGuardians, students } from '../../../db/schema/people';

/** Each student's guardians' user ids (a student without guardians is left out). */
export async function guardiansOfStudents(
  tx: Executor,
  schoolId: number,
  studentIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byStudent = new Map<number, number[]>();
  if (!studentIds.length) return byStudent;
  const rows = await tx
    .select({ studentId: studentGuardians.studentId, userId: studentGuardians.guardianUserId })
    .from(studentGuardians)
    .where(
      and(
        eq(studentGuardians.schoolId, schoolId),
        inArray(studentGuardians.studentId, [...new Set(studentIds)]),
      ),
    );
  for (const r of rows)
    byStudent.set(r.studentId, [...(byStudent.get(r.studentId) ?? []), r.userId]);
  return byStudent;
}

/** The guardians of the active students of these class-sections, and their class teachers. */
export async function peopleOfClassSections(
  tx: Executor,
  schoolId: number,
  classSectionIds: readonly number[],
): Promise<number[]> {
  if (!classSectionIds.length) return [];
  const sections = [...new Set(classSectionIds)];
  const guardians = await tx
    .select({ id: studentGuardians.guardianUserId })
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
        inArray(students.classSectionId, sections),
        eq(students.status, 'active'),
      ),
    );
  const teachers = await classTeacherIdsOf(tx, schoolId, sections);
  return [...new Set([...guardians.map((r) => r.id), ...teachers])];
}

/** The class teachers of these class-sections. */
export async function classTeacherIdsOf(
  tx: Executor,
  schoolId: number,
  classSectionIds: readonly number[],
): Promise<number[]> {
  if (!classSectionIds.length) return [];
  const rows = await tx
    .select({ id: classTeachers.teacherUserId })
    .from(classTeachers)
    .where(
      and(
        eq(classTeachers.schoolId, schoolId),
        inArray(classTeachers.classSectionId, [...classSectionIds]),
      ),
    );
  return [...new Set(rows.map((r) => r.id))];
}
