/**
 * The display names of academic rows for other modules' lists, so a list elsewhere shows
 * "Grade 1 - A" without joining (or even knowing) the academics tables: named sub-queries to
 * join on (school_id, id) — the planner can hash-join them, which a 50,000-row export needs —
 * and correlated sub-selects for a single value.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { classSections, classes, sections, sessionYears } from '../../../db/schema';
import { qualified as q } from '../../http/query-spec';

export function classNameOf(schoolId: AnyPgColumn, classId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${q(classes.name)} from ${classes}
    where ${q(classes.schoolId)} = ${q(schoolId)} and ${q(classes.id)} = ${q(classId)})`;
}

const qb = new QueryBuilder();

/** (school_id, id, name) of every class-section: join with `joinOn(classSectionNames, ...)`. */
export const classSectionNames = qb
  .select({
    schoolId: classSections.schoolId,
    id: classSections.id,
    name: sql<string>`${classes.name} || ' - ' || ${sections.name}`.as('class_section_name'),
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
  .as('class_section_names');

export const sessionYearNames = qb
  .select({
    schoolId: sessionYears.schoolId,
    id: sessionYears.id,
    name: sql<string>`${sessionYears.name}`.as('session_year_name'),
  })
  .from(sessionYears)
  .as('session_year_names');

/** The join condition of a names sub-query with a row's (school_id, x_id). */
export const joinOn = (
  names: { schoolId: AnyPgColumn; id: AnyPgColumn },
  schoolId: AnyPgColumn,
  id: AnyPgColumn,
) => and(eq(names.schoolId, schoolId), eq(names.id, id));
