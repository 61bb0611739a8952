/**
 * Students as the certificates module prints them (issue 29: ID cards and certificates): name,
 * admission number, birth date, class, photo, and the primary guardian's name and phone — for
 * chosen students or a whole class-section, in roll order, in one query however many cards a
 * sheet holds. Offered through index.ts; the tables stay private to people.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { guardianProfiles, studentGuardians, students } from '../../../db/schema/people';
import { academicViews } from '../academics';
import { userNamesView } from '../identity';

const sections = academicViews.classSections;
const guardianNames = userNamesView('card_guardian_names');

export type CardStudent = {
  id: number;
  name: string;
  admission_no: string;
  date_of_birth: string;
  class_section_id: number;
  class_section_name: string;
  photo: string | null;
  status: string;
  guardian_name: string | null;
  guardian_phone: string | null;
};

/** The students named, or a class-section's active students; a foreign id is simply absent. */
export async function cardStudents(
  db: Executor,
  schoolId: number,
  which: { studentIds: readonly number[] } | { classSectionId: number },
): Promise<CardStudent[]> {
  if ('studentIds' in which && !which.studentIds.length) return [];
  return db
    .select({
      id: students.id,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      admission_no: students.admissionNo,
      date_of_birth: students.dateOfBirth,
      class_section_id: students.classSectionId,
      class_section_name: sections.name,
      photo: students.photo,
      status: students.status,
      guardian_name: guardianNames.name,
      guardian_phone: guardianProfiles.phone,
    })
    .from(students)
    .innerJoin(
      sections,
      and(eq(sections.schoolId, students.schoolId), eq(sections.id, students.classSectionId)),
    )
    .leftJoin(
      studentGuardians,
      and(
        eq(studentGuardians.schoolId, students.schoolId),
        eq(studentGuardians.studentId, students.id),
        eq(studentGuardians.isPrimary, true),
      ),
    )
    .leftJoin(
      guardianNames,
      and(
        eq(guardianNames.schoolId, studentGuardians.schoolId),
        eq(guardianNames.id, studentGuardians.guardianUserId),
      ),
    )
    .leftJoin(
      guardianProfiles,
      and(
        eq(guardianProfiles.schoolId, studentGuardians.schoolId),
        eq(guardianProfiles.userId, studentGuardians.guardianUserId),
      ),
    )
    .where(
      and(
        eq(students.schoolId, schoolId),
        'studentIds' in which
          ? inArray(students.id, [...which.studentIds])
          : and(eq(students.classSectionId, which.classSectionId), eq(students.status, 'active')),
      ),
    )
    .orderBy(asc(students.rollNumber), asc(students.firstNameKey), asc(students.id));
}
