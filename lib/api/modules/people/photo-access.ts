/**
 * Who may see a student's photo (a private file, lib/storage/files.ts): staff who may read
 * students, and a guardian for their own children only.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { studentGuardians, students } from '../../../db/schema/people';
import type { SchoolUser } from '../../http/context';

export async function mayViewStudentPhoto(
  db: Executor,
  caller: SchoolUser,
  url: string,
): Promise<boolean> {
  const schoolId = caller.school.id;
  const ofThisSchool = and(eq(students.schoolId, schoolId), eq(students.photo, url));
  if (caller.permissions.has('student-view') || caller.permissions.has('student-list')) {
    const [row] = await db.select({ id: students.id }).from(students).where(ofThisSchool);
    return Boolean(row);
  }
  if (!caller.roles.includes('Guardian')) return false;
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(
      studentGuardians,
      and(
        eq(studentGuardians.schoolId, students.schoolId),
        eq(studentGuardians.studentId, students.id),
        eq(studentGuardians.guardianUserId, caller.userId),
      ),
    )
    .where(ofThisSchool);
  return Boolean(row);
}
