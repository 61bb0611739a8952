/**
 * What the exams module asks of academics: the subjects taught in classes (class-subjects), to
 * check a schedule's papers and to find which class-subjects a marks grid belongs to; a term's
 * semester and session year, whose months and dates make the term's span.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { classSubjects, semesters, sessionYears, subjects } from '../../../db/schema/academics';

type ClassSubject = { id: number; classId: number; subjectId: number; subject: string };

/**
 * The class-subjects of these classes (every class's when `classIds` is 'all'; a subject split
 * by semester appears once per semester).
 */
export async function classSubjectsOf(
  tx: Executor,
  schoolId: number,
  classIds: readonly number[] | 'all',
): Promise<ClassSubject[]> {
  if (classIds !== 'all' && !classIds.length) return [];
  return tx
    .select({
      id: classSubjects.id,
      classId: classSubjects.classId,
      subjectId: classSubjects.subjectId,
      subject: subjects.name,
    })
    .from(classSubjects)
    .innerJoin(
      subjects,
      and(eq(subjects.schoolId, classSubjects.schoolId), eq(subjects.id, classSubjects.subjectId)),
    )
    .where(
      and(
        eq(classSubjects.schoolId, schoolId),
        classIds === 'all' ? undefined : inArray(classSubjects.classId, [...classIds]),
      ),
    )
    .orderBy(asc(subjects.name), asc(classSubjects.id));
}

/** The names of these subjects of the school, by id. */
export async function subjectNames(
  tx: Executor,
  schoolId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.schoolId, schoolId), inArray(subjects.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Every semester (term) of the school, by id. */
export function semestersOf(tx: Executor, schoolId: number) {
  return tx
    .select({
      id: semesters.id,
      name: semesters.name,
      startMonth: semesters.startMonth,
      endMonth: semesters.endMonth,
    })
    .from(semesters)
    .where(eq(semesters.schoolId, schoolId))
    .orderBy(asc(semesters.id));
}

/** The school's semester `id` (a term): its name and months; undefined if there is none. */
export async function semesterOf(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select({
      id: semesters.id,
      name: semesters.name,
      startMonth: semesters.startMonth,
      endMonth: semesters.endMonth,
    })
    .from(semesters)
    .where(and(eq(semesters.schoolId, schoolId), eq(semesters.id, id)));
  return row;
}

/** The school's session year `id` with its dates; undefined if there is none. */
export async function sessionYearSpan(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select({
      id: sessionYears.id,
      name: sessionYears.name,
      startDate: sessionYears.startDate,
      endDate: sessionYears.endDate,
    })
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.id, id)));
  return row;
}
