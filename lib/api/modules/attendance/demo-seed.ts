/**
 * Attendance in the demo (life only): the school's own codes beside the five original ones
 * (Excused and Medical, excluded from the percentage, and School trip, counted as present),
 * then the last four weeks of working days up to today for every active student of this
 * session and every staff member, so the grids, the month % and the dashboard show real
 * figures. Today is left unmarked for the classes the demo teacher teaches (theirs to mark).
 * Marks come from a hash of (person, date): the same demo every time, about 92% present, 1%
 * excused, 1% medical; one class-section was on a school trip a week ago. A few statements per
 * school, set-based in the database.
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, todayIn, workingDays, type IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { attendanceCodes } from '../../../db/schema/attendance';
import type { ModuleDemoSeed } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import { sessionYearOn } from '../academics';
import { schoolCalendar } from '../calendar';
import { activeStaffMembers, userIdsByEmail } from '../identity';
import { taughtClassSectionIds } from '../people';
import { schoolSetting } from '../platform';
import { rebuildStudentTotals } from './totals';

const WEEKS = 4;

/**
 * A status from a number 0-99: 94 present, 3 absent, 2 late, 1 half day. Never on leave: a
 * leave is written by an approved request, and the demo has none behind these days.
 */
const statusFrom = (n: SQL) => sql`case
  when ${n} < 3 then 'absent' when ${n} < 5 then 'late'
  when ${n} < 6 then 'half_day' else 'present' end`;

/** The demo school's own codes: each is a code name a student's mark below may carry. */
const DEMO_CODES = [
  { name: 'Excused', code: 'E', colour: '#0f766e', countsAs: 'excluded', position: 60 },
  { name: 'Medical', code: 'M', colour: '#be185d', countsAs: 'excluded', position: 70 },
  { name: 'School trip', code: 'T', colour: '#0369a1', countsAs: 'present', position: 80 },
] as const;

/** A student's mark: the staff's statuses, with 1 in 100 excused and 1 in 100 medical. */
const studentCodeFrom = (n: SQL, trip: SQL) => sql`case
  when ${trip} then 'School trip'
  when ${n} = 97 then 'Excused' when ${n} = 98 then 'Medical'
  else ${statusFrom(n)} end`;

const dateList = (dates: IsoDate[]) =>
  sql`unnest(array[${sql.join(
    dates.map((d) => sql`${d}`),
    sql`, `,
  )}]::date[])`;

async function seedDays(tx: Executor, schoolId: number) {
  const today = todayIn((await schoolSetting(tx, schoolId, 'timezone')) ?? 'UTC');
  const session = await sessionYearOn(tx, schoolId, today);
  if (!session) return undefined;
  const weeksAgo = addDays(today, -7 * WEEKS);
  const from = weeksAgo > session.startDate ? weeksAgo : session.startDate;
  const calendar = await schoolCalendar(tx, schoolId, from, today);
  return { today, session, dates: workingDays(from, today, calendar) };
}

export const attendanceDemoSeed: ModuleDemoSeed = {
  module: 'attendance',
  life: async ({ tx, schoolId, school }) => {
    const days = await seedDays(tx, schoolId);
    if (!days || !days.dates.length) return;
    const { today, session, dates } = days;
    const [teacherId] = (
      await userIdsByEmail(tx, schoolId, [demoEmail('teacher', school)])
    ).values();
    const theirs = teacherId ? [...(await taughtClassSectionIds(tx, schoolId, teacherId))] : [];
    const leftForTeacher = theirs.length
      ? sql`and not (d.date = ${today} and s.class_section_id in (${sql.join(
          theirs.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql``;
    await tx
      .insert(attendanceCodes)
      .values(DEMO_CODES.map((c) => ({ schoolId, ...c })))
      .onConflictDoNothing();
    // A week ago (or the first day seeded), the school's first class-section was on a trip.
    const tripDay = dates[Math.max(0, dates.length - 6)] ?? today;
    const trip = sql`(d.date = ${tripDay} and s.class_section_id = (select min(id)
      from class_sections where school_id = ${schoolId}))`;
    // Each mark's code is found by its original status (builtin) or, for the school's own, its name.
    await tx.execute(sql`
      insert into student_attendance
        (school_id, student_id, date, session_year_id, class_section_id, code_id)
      select s.school_id, s.id, d.date, s.session_year_id, s.class_section_id, c.id
      from students s cross join ${dateList(dates)} as d(date)
      join attendance_codes c on c.school_id = s.school_id and coalesce(c.builtin, c.name) =
        ${studentCodeFrom(sql`abs(hashtext(s.id::text || ':' || d.date::text)) % 100`, trip)}
      where s.school_id = ${schoolId} and s.session_year_id = ${session.id}
        and s.status = 'active' ${leftForTeacher}`);
    await rebuildStudentTotals(tx, schoolId);

    const staff = await activeStaffMembers(tx, schoolId);
    if (!staff.length) return;
    await tx.execute(sql`
      insert into staff_attendance (school_id, user_id, date, session_year_id, status)
      select ${schoolId}, u.id, d.date, ${session.id},
        ${statusFrom(sql`abs(hashtext('staff:' || u.id::text || ':' || d.date::text)) % 100`)}
      from unnest(array[${sql.join(
        staff.map((s) => sql`${s.id}`),
        sql`, `,
      )}]::int[]) as u(id) cross join ${dateList(dates)} as d(date)`);
  },
};
