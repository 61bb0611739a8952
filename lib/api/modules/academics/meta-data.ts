/**
 * GET /api/meta-data: every list the screens pick from (SPEC §3), for the caller's school.
 * Each item has id and name; session years carry `default` (1 on exactly one).
 */
import { sql, type SQL } from 'drizzle-orm';
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

/** `(select json_agg(...) from (<rows>) x)`: one list as a JSON array, [] when empty. */
const jsonList = (rows: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${rows}) x)`;

/**
 * Every list in one statement: a round trip per list would cost more than the lists
 * themselves, and this is read on every screen load.
 */
export async function metaData(db: Database, schoolId: number) {
  const named = (table: typeof mediums) =>
    jsonList(
      sql`select ${table.id} as id, ${table.name} as name from ${table} where ${table.schoolId} = ${schoolId} order by ${table.name}`,
    );
  const [row] = await db
    .select({
      mediums: named(mediums),
      sections: named(sections),
      streams: named(streams),
      shifts: jsonList(
        sql`select id, name, start_time, end_time, is_active from ${shifts} where school_id = ${schoolId} order by start_time, name`,
      ),
      semesters: jsonList(
        sql`select id, name, start_month, end_month from ${semesters} where school_id = ${schoolId} order by start_month`,
      ),
      fees: jsonList(
        sql`select id, name, class_id, session_year_id from ${fees} where school_id = ${schoolId} order by name`,
      ),
      classes: jsonList(
        sql`select id, name, medium_id, shift_id, stream_id from ${classes} where school_id = ${schoolId} order by name`,
      ),
      class_section:
        jsonList(sql`select cs.id, c.name || ' - ' || s.name as name, cs.class_id, cs.section_id
        from ${classSections} cs
        join ${classes} c on c.school_id = cs.school_id and c.id = cs.class_id
        join ${sections} s on s.school_id = cs.school_id and s.id = cs.section_id
        where cs.school_id = ${schoolId} order by c.name, s.name`),
      session_year_all:
        jsonList(sql`select id, name, start_date, end_date, case when is_default then 1 else 0 end as "default"
        from ${sessionYears} where school_id = ${schoolId} order by start_date`),
      months: jsonList(sql`select id, name from ${months} order by id`),
      feesType: jsonList(
        sql`select id, name from ${feeTypes} where school_id = ${schoolId} order by name`,
      ),
      subjects: jsonList(
        sql`select id, name, code, type from ${subjects} where school_id = ${schoolId} order by name`,
      ),
    })
    .from(sql`(select 1) as one`);
  return row as {
    [K in keyof typeof row]: Array<{ id: number; name: string } & Record<string, unknown>>;
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
