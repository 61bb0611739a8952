/**
 * Register completion (GET /api/student-attendance/completion?date=): the class-sections with
 * active students whose register of that day is not saved yet, each with its class teacher, so
 * the office can chase them (the admin dashboard's card shows today's). A day that cannot be
 * marked — a holiday, a weekly off day, a future date, a day outside every session year —
 * answers an empty list with the reason, in the reader's language.
 *
 * "Saved" is read from the day totals (one row per class-section and marked day), and the
 * class-sections and teachers in one statement: a school of 1,000 class-sections costs one
 * pass over its class-sections, not over its marks.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { IsoDate } from '../../../calendar';
import type { SchoolUser } from '../../http/context';
import { allClassSections } from '../academics';
import { dayFacts } from './student-day';
import type { RegisterCompletion } from './types';

export type { RegisterCompletion } from './types';

type Pending = {
  class_section_id: number;
  students: number;
  teacher_id: number | null;
  teacher_name: string | null;
};

/** Every class-section with active students this session, and whether its day is saved. */
async function sectionsOf(db: Executor, schoolId: number, sessionYearId: number, date: IsoDate) {
  const result = (await db.execute(sql`
    select st.class_section_id, count(*)::int as students,
      ct.teacher_user_id as teacher_id, u.full_name as teacher_name,
      exists (select 1 from student_attendance_totals t where t.school_id = st.school_id
        and t.class_section_id = st.class_section_id and t.date = ${date}) as saved
    from students st
    left join class_teachers ct
      on ct.school_id = st.school_id and ct.class_section_id = st.class_section_id
    left join users u on u.school_id = ct.school_id and u.id = ct.teacher_user_id
    where st.school_id = ${schoolId} and st.session_year_id = ${sessionYearId}
      and st.status = 'active'
    group by st.school_id, st.class_section_id, ct.teacher_user_id, u.full_name`)) as unknown as {
    rows: (Pending & { saved: boolean })[];
  };
  return result.rows;
}

export async function registerCompletion(
  db: Executor,
  caller: SchoolUser,
  date: IsoDate,
): Promise<RegisterCompletion> {
  const facts = await dayFacts(db, caller, date);
  if (facts.problem || !facts.session)
    return { date, reason: facts.problem ?? null, total: 0, class_sections: [] };
  const schoolId = caller.school.id;
  const rows = await sectionsOf(db, schoolId, facts.session.id, date);
  const names = new Map((await allClassSections(db, schoolId)).map((cs) => [cs.id, cs.name]));
  const pending = rows
    .filter((r) => !r.saved)
    .map((r) => ({
      id: r.class_section_id,
      name: names.get(r.class_section_id) ?? '?',
      students: Number(r.students),
      class_teacher:
        r.teacher_id === null ? null : { id: r.teacher_id, name: r.teacher_name ?? '' },
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return { date, reason: null, total: rows.length, class_sections: pending };
}
