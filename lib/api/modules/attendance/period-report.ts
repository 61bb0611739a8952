/**
 * The period marks beside the day on the class register (`GET /api/student-attendance`) when
 * the school takes attendance by period: the class-section's lessons of the date as columns,
 * and each student's code in each (null where a period is not taken yet). Off: nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { periodAttendance } from '../../../db/schema/attendance';
import { lessonsOfSectionOn } from './period-lessons';
import { attendanceSettingsOf } from './period-settings';

export type PeriodColumn = { id: number; name: string; start_time: string; subject: string };

export async function periodColumns(
  db: Executor,
  schoolId: number,
  classSectionId: number,
  date: string,
): Promise<{ periods: PeriodColumn[]; marksOf: (studentId: number) => (number | null)[] } | null> {
  if (!(await attendanceSettingsOf(db, schoolId)).by_period) return null;
  const [lessons, rows] = await Promise.all([
    lessonsOfSectionOn(db, schoolId, classSectionId, date),
    db
      .select({
        studentId: periodAttendance.studentId,
        periodId: periodAttendance.periodId,
        codeId: periodAttendance.codeId,
      })
      .from(periodAttendance)
      .where(
        and(
          eq(periodAttendance.schoolId, schoolId),
          eq(periodAttendance.date, date),
          eq(periodAttendance.classSectionId, classSectionId),
        ),
      ),
  ]);
  const code = new Map(rows.map((r) => [`${r.studentId}:${r.periodId}`, r.codeId]));
  return {
    periods: lessons.map((l) => ({
      id: l.period_id,
      name: l.period,
      start_time: l.start_time,
      subject: l.subject,
    })),
    marksOf: (studentId) => lessons.map((l) => code.get(`${studentId}:${l.period_id}`) ?? null),
  };
}
