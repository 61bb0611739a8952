/**
 * The display names of academic rows for other modules' lists, as correlated sub-selects on a
 * row's own (school_id, x_id) columns: a list elsewhere shows "Grade 1 - A" without joining
 * (or even knowing) the academics tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { classSections, classes, sections, sessionYears } from '../../../db/schema';
import { qualified as q } from '../../http/query-spec';

/** "Grade 1 - A", as /api/meta-data names class-sections. */
export function classSectionNameOf(
  schoolId: AnyPgColumn,
  classSectionId: AnyPgColumn,
): SQL<string> {
  return sql<string>`(select ${q(classes.name)} || ' - ' || ${q(sections.name)}
    from ${classSections}
    join ${classes} on ${q(classes.schoolId)} = ${q(classSections.schoolId)} and ${q(classes.id)} = ${q(classSections.classId)}
    join ${sections} on ${q(sections.schoolId)} = ${q(classSections.schoolId)} and ${q(sections.id)} = ${q(classSections.sectionId)}
    where ${q(classSections.schoolId)} = ${q(schoolId)} and ${q(classSections.id)} = ${q(classSectionId)})`;
}

export function sessionYearNameOf(schoolId: AnyPgColumn, sessionYearId: AnyPgColumn): SQL<string> {
  return sql<string>`(select ${q(sessionYears.name)} from ${sessionYears}
    where ${q(sessionYears.schoolId)} = ${q(schoolId)} and ${q(sessionYears.id)} = ${q(sessionYearId)})`;
}

export function classNameOf(schoolId: AnyPgColumn, classId: AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select ${q(classes.name)} from ${classes}
    where ${q(classes.schoolId)} = ${q(schoolId)} and ${q(classes.id)} = ${q(classId)})`;
}
