/**
 * What the timetable module asks of academics: class-sections with their name, class and the
 * class's shift (which bell schedule applies), and whether a shift exists. Every class-subject
 * with its subject is exam-lookups' `classSubjectsOf(tx, school, 'all')`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { classSections, classes, sections, shifts } from '../../../db/schema/academics';
import { classSectionName } from './lookups';

export type TimetableSection = {
  id: number;
  name: string;
  classId: number;
  shiftId: number | null;
};

/** The school's class-sections (only `ids` when given), by class and section name. */
export function timetableSections(
  tx: Executor,
  schoolId: number,
  ids?: readonly number[],
): Promise<TimetableSection[]> {
  return tx
    .select({
      id: classSections.id,
      name: classSectionName,
      classId: classSections.classId,
      shiftId: classes.shiftId,
    })
    .from(classSections)
    .innerJoin(
      classes,
      and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.schoolId, classSections.schoolId), eq(sections.id, classSections.sectionId)),
    )
    .where(
      and(
        eq(classSections.schoolId, schoolId),
        ids ? inArray(classSections.id, [...ids, 0]) : undefined,
      ),
    )
    .orderBy(asc(classes.name), asc(sections.name), asc(classSections.id));
}

export async function shiftExists(tx: Executor, schoolId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.schoolId, schoolId), eq(shifts.id, id)));
  return rows.length > 0;
}

/** The school's shifts by name, for naming the shift a bell schedule is of. */
export function timetableShifts(tx: Executor, schoolId: number) {
  return tx
    .select({ id: shifts.id, name: shifts.name })
    .from(shifts)
    .where(eq(shifts.schoolId, schoolId))
    .orderBy(asc(shifts.name));
}
