/**
 * GET /api/meta-data: every list the screens pick from (SPEC §3), for the caller's school.
 * Each item has id and name; session years carry `default` (1 on exactly one).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  classSections,
  classes,
  feeTypes,
  fees,
  mediums,
  months,
  sections,
  semesters,
  sessionYears,
  shifts,
  streams,
  subjects,
} from '../../../db/schema';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';

export async function metaData(db: Database, schoolId: number) {
  const named = (table: typeof mediums) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.schoolId, schoolId))
      .orderBy(asc(table.name));

  const [
    mediumList,
    sectionList,
    streamList,
    shiftList,
    semesterList,
    classList,
    classSectionList,
    sessions,
    monthList,
    feeTypeList,
    feeList,
    subjectList,
  ] = await Promise.all([
    named(mediums),
    named(sections),
    named(streams),
    db
      .select({
        id: shifts.id,
        name: shifts.name,
        start_time: shifts.startTime,
        end_time: shifts.endTime,
        is_active: shifts.isActive,
      })
      .from(shifts)
      .where(eq(shifts.schoolId, schoolId))
      .orderBy(asc(shifts.startTime)),
    db
      .select({
        id: semesters.id,
        name: semesters.name,
        start_month: semesters.startMonth,
        end_month: semesters.endMonth,
      })
      .from(semesters)
      .where(eq(semesters.schoolId, schoolId))
      .orderBy(asc(semesters.startMonth)),
    db
      .select({
        id: classes.id,
        name: classes.name,
        medium_id: classes.mediumId,
        shift_id: classes.shiftId,
        stream_id: classes.streamId,
      })
      .from(classes)
      .where(eq(classes.schoolId, schoolId))
      .orderBy(asc(classes.name)),
    db
      .select({
        id: classSections.id,
        name: sql<string>`${classes.name} || ' - ' || ${sections.name}`,
        class_id: classSections.classId,
        section_id: classSections.sectionId,
      })
      .from(classSections)
      .innerJoin(
        classes,
        and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
      )
      .innerJoin(
        sections,
        and(
          eq(sections.schoolId, classSections.schoolId),
          eq(sections.id, classSections.sectionId),
        ),
      )
      .where(eq(classSections.schoolId, schoolId))
      .orderBy(asc(classes.name), asc(sections.name)),
    db
      .select({
        id: sessionYears.id,
        name: sessionYears.name,
        start_date: sessionYears.startDate,
        end_date: sessionYears.endDate,
        default: sql<number>`case when ${sessionYears.isDefault} then 1 else 0 end`.mapWith(Number),
      })
      .from(sessionYears)
      .where(eq(sessionYears.schoolId, schoolId))
      .orderBy(asc(sessionYears.startDate)),
    db.select({ id: months.id, name: months.name }).from(months).orderBy(asc(months.id)),
    db
      .select({ id: feeTypes.id, name: feeTypes.name })
      .from(feeTypes)
      .where(eq(feeTypes.schoolId, schoolId))
      .orderBy(asc(feeTypes.name)),
    db
      .select({
        id: fees.id,
        name: fees.name,
        class_id: fees.classId,
        session_year_id: fees.sessionYearId,
      })
      .from(fees)
      .where(eq(fees.schoolId, schoolId))
      .orderBy(asc(fees.name)),
    db
      .select({ id: subjects.id, name: subjects.name, code: subjects.code, type: subjects.type })
      .from(subjects)
      .where(eq(subjects.schoolId, schoolId))
      .orderBy(asc(subjects.name)),
  ]);

  return {
    mediums: mediumList,
    sections: sectionList,
    streams: streamList,
    shifts: shiftList,
    semesters: semesterList,
    fees: feeList,
    classes: classList,
    class_section: classSectionList,
    session_year_all: sessions,
    months: monthList,
    feesType: feeTypeList,
    subjects: subjectList,
  };
}

export const metaDataRoutes = [
  defineRoute({
    method: 'GET',
    path: '/meta-data',
    tag: 'academics',
    summary: 'Every list the screens pick from, for the caller’s school',
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await metaData(db, caller.school.id)),
  }),
];
