/**
 * The per class-section day totals (student_attendance_totals), recomputed from the marks of
 * each touched (class-section, date) in the writer's transaction, counted by what each mark's
 * code counts as (present, absent, half, excluded). Recomputing rather than adding keeps them
 * right whatever the write was (a re-save, a leave over an absence, a code counted anew).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { studentAttendanceTotals } from '../../../db/schema/attendance';
import type { IsoDate } from '../../../calendar';

export type ClassDay = { classSectionId: number; date: IsoDate };

/** Inserts the totals of the marks `where` selects (their old totals must be gone). */
function insertTotals(tx: Executor, where: SQL) {
  return tx.execute(sql`
    insert into student_attendance_totals
      (school_id, date, class_section_id, session_year_id,
       marked, present, absent, half, excluded)
    select a.school_id, a.date, a.class_section_id, min(a.session_year_id),
      count(*),
      count(*) filter (where c.counts_as = 'present'),
      count(*) filter (where c.counts_as = 'absent'),
      count(*) filter (where c.counts_as = 'half'),
      count(*) filter (where c.counts_as = 'excluded')
    from student_attendance a
    join attendance_codes c on c.school_id = a.school_id and c.id = a.code_id
    where ${where}
    group by a.school_id, a.date, a.class_section_id`);
}

export async function refreshStudentTotals(
  tx: Executor,
  schoolId: number,
  days: readonly ClassDay[],
): Promise<void> {
  const unique = [...new Map(days.map((d) => [`${d.classSectionId}|${d.date}`, d])).values()];
  for (const { classSectionId, date } of unique) {
    await tx
      .delete(studentAttendanceTotals)
      .where(
        and(
          eq(studentAttendanceTotals.schoolId, schoolId),
          eq(studentAttendanceTotals.date, date),
          eq(studentAttendanceTotals.classSectionId, classSectionId),
        ),
      );
    await insertTotals(
      tx,
      sql`a.school_id = ${schoolId} and a.class_section_id = ${classSectionId} and a.date = ${date}`,
    );
  }
}

/** Every day total of the school, rebuilt from its marks in one statement (demo seed, bench). */
export async function rebuildStudentTotals(tx: Executor, schoolId: number): Promise<void> {
  await tx.delete(studentAttendanceTotals).where(eq(studentAttendanceTotals.schoolId, schoolId));
  await insertTotals(tx, sql`a.school_id = ${schoolId}`);
}
