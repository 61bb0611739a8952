/**
 * Students as the fees module sees them: who is in a class (for assigning a structure), one
 * student's class and names (the collect screen, receipts), and a read view for lists that show a student's name. Offered through index.ts; the tables
 * stay private to people.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { students } from '../../../db/schema/people';
import { academicViews } from '../academics';

const sections = academicViews.classSections;

/** Active students of these classes (any of their sections), by id after `afterId`, at most `limit`. */
export async function activeStudentsOfClasses(
  db: Executor,
  schoolId: number,
  classIds: number[],
  options: { afterId: number; limit: number; classSectionId?: number; studentIds?: number[] },
): Promise<{ id: number; classId: number; classSectionId: number; sessionYearId: number }[]> {
  if (!classIds.length) return [];
  return db
    .select({
      id: students.id,
      classId: sections.classId,
      classSectionId: students.classSectionId,
      sessionYearId: students.sessionYearId,
    })
    .from(students)
    .innerJoin(
      sections,
      and(eq(sections.schoolId, students.schoolId), eq(sections.id, students.classSectionId)),
    )
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.status, 'active'),
        inArray(sections.classId, classIds),
        gt(students.id, options.afterId),
        options.classSectionId ? eq(students.classSectionId, options.classSectionId) : undefined,
        options.studentIds ? inArray(students.id, options.studentIds) : undefined,
      ),
    )
    .orderBy(asc(students.id))
    .limit(options.limit);
}

/** How many active students these classes hold (the progress of an assignment). */
export async function activeStudentCountOfClasses(
  db: Executor,
  schoolId: number,
  classIds: number[],
  classSectionId?: number,
): Promise<number> {
  if (!classIds.length) return 0;
  const row = oneRow(
    await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(students)
      .innerJoin(
        sections,
        and(eq(sections.schoolId, students.schoolId), eq(sections.id, students.classSectionId)),
      )
      .where(
        and(
          eq(students.schoolId, schoolId),
          eq(students.status, 'active'),
          inArray(sections.classId, classIds),
          classSectionId ? eq(students.classSectionId, classSectionId) : undefined,
        ),
      ),
    'an aggregate without group by',
  );
  return row.n;
}

export type StudentBrief = {
  id: number;
  name: string;
  admission_no: string;
  class_section_id: number;
  class_section_name: string;
  class_id: number;
  session_year_id: number;
  status: string;
};

/** Students of the school by id, with their class; a foreign or unknown id is simply absent. */
export async function studentBriefs(
  db: Executor,
  schoolId: number,
  ids: number[],
): Promise<StudentBrief[]> {
  if (!ids.length) return [];
  return db
    .select({
      id: students.id,
      name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
      admission_no: students.admissionNo,
      class_section_id: students.classSectionId,
      class_section_name: sections.name,
      class_id: sections.classId,
      session_year_id: students.sessionYearId,
      status: students.status,
    })
    .from(students)
    .innerJoin(
      sections,
      and(eq(sections.schoolId, students.schoolId), eq(sections.id, students.classSectionId)),
    )
    .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
}

/** Ids of the school's active students in a class-section. */
export async function activeStudentIdsOfSection(
  db: Executor,
  schoolId: number,
  classSectionId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.classSectionId, classSectionId),
        eq(students.status, 'active'),
      ),
    );
  return rows.map((r) => r.id);
}

const qb = new QueryBuilder();

/** A read view for other modules' lists: a student's names, admission number and class-section. */
export const studentView = qb
  .select({
    schoolId: students.schoolId,
    id: students.id,
    firstName: students.firstName,
    lastName: students.lastName,
    admissionNo: students.admissionNo,
    classSectionId: students.classSectionId,
  })
  .from(students)
  .as('student_names');

/** "Ada Obi": the name of a student of studentView, for selects, search and sort. */
export const studentViewName = sql<string>`${studentView.firstName} || ' ' || ${studentView.lastName}`;
