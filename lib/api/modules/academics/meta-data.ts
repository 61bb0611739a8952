/**
 * The academic lists of GET /api/meta-data (SPEC §3): each item has id and name; session years
 * carry `default` (1 on exactly one). Assembled with the other modules' lists in
 * lib/api/meta-data.ts.
 */
import { sql } from 'drizzle-orm';
import {
  classSections,
  classes,
  mediums,
  months,
  sections,
  semesters,
  sessionYears,
  shifts,
  streams,
  subjects,
} from '../../../db/schema/academics';
import type { MetaDataList } from '../../http/module';

const named =
  (table: typeof mediums): MetaDataList =>
  (schoolId) =>
    sql`select ${table.id} as id, ${table.name} as name from ${table} where ${table.schoolId} = ${schoolId} order by ${table.name}`;

export const academicsMetaData: Record<string, MetaDataList> = {
  mediums: named(mediums),
  sections: named(sections),
  streams: named(streams),
  shifts: (schoolId) =>
    sql`select id, name, start_time, end_time, is_active from ${shifts} where school_id = ${schoolId} order by start_time, name`,
  semesters: (schoolId) =>
    sql`select id, name, start_month, end_month from ${semesters} where school_id = ${schoolId} order by start_month`,
  classes: (schoolId) =>
    sql`select id, name, medium_id, shift_id, stream_id from ${classes} where school_id = ${schoolId} order by name`,
  class_section: (
    schoolId,
  ) => sql`select cs.id, c.name || ' - ' || s.name as name, cs.class_id, cs.section_id
        from ${classSections} cs
        join ${classes} c on c.school_id = cs.school_id and c.id = cs.class_id
        join ${sections} s on s.school_id = cs.school_id and s.id = cs.section_id
        where cs.school_id = ${schoolId} order by c.name, s.name`,
  session_year_all: (schoolId) =>
    sql`select id, name, start_date, end_date, case when is_default then 1 else 0 end as "default"
        from ${sessionYears} where school_id = ${schoolId} order by start_date`,
  months: () => sql`select id, name from ${months} order by id`,
  subjects: (schoolId) =>
    sql`select id, name, code, type from ${subjects} where school_id = ${schoolId} order by name`,
};
