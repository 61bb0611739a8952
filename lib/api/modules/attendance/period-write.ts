/**
 * Writing a period's marks and the day that follows from them, inside the caller's transaction:
 * the period register's save (period-register.ts) and the demo (period-demo.ts) share it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { periodAttendance } from '../../../db/schema/attendance';
import type { DailyRule } from '../../../db/schema/attendance-values';
import type { IsoDate } from '../../../calendar';
import type { AttendanceCode } from './codes';
import { lessonsOfSectionOn } from './period-lessons';
import { dailyCodeOf, keepsDayMark } from './period-rules';
import { marksOf, writeDayMarks, type Mark } from './student-day';

/**
 * Each student's day from all their periods of the date (any class-section they were marked
 * in), by the school's rule; a day approved leave marked is kept.
 */
async function derivedDays(
  tx: Executor,
  schoolId: number,
  date: IsoDate,
  studentIds: number[],
  rule: DailyRule,
  codes: readonly AttendanceCode[],
  before: ReadonlyMap<number, Mark>,
): Promise<Mark[]> {
  const rows = await tx
    .select({
      studentId: periodAttendance.studentId,
      classSectionId: periodAttendance.classSectionId,
      periodId: periodAttendance.periodId,
      codeId: periodAttendance.codeId,
    })
    .from(periodAttendance)
    .where(
      and(
        eq(periodAttendance.schoolId, schoolId),
        eq(periodAttendance.date, date),
        inArray(periodAttendance.studentId, studentIds),
      ),
    );
  // The periods' start times, for the first period of the day (one look-up per class-section).
  const starts = new Map<string, string>();
  for (const sectionId of new Set(rows.map((r) => r.classSectionId)))
    for (const l of await lessonsOfSectionOn(tx, schoolId, sectionId, date))
      starts.set(`${sectionId}:${l.period_id}`, l.start_time);
  const byId = new Map(codes.map((c) => [c.id, c]));
  return studentIds.flatMap((id) => {
    const existing = before.get(id);
    if (keepsDayMark(existing && byId.get(existing.code_id))) return [];
    const code = dailyCodeOf(
      rows
        .filter((r) => r.studentId === id)
        .map((r) => ({
          start: starts.get(`${r.classSectionId}:${r.periodId}`) ?? '99:99',
          codeId: r.codeId,
          countsAs: byId.get(r.codeId)?.counts_as ?? 'present',
        })),
      rule,
    );
    return code === null
      ? []
      : [{ student_id: id, code_id: code, remark: existing?.remark ?? null }];
  });
}

/**
 * Upserts the period's marks, then derives and writes each marked student's day; answers the
 * days written and the day marks before, for the audit and the guardians' notices.
 */
export async function recordPeriod(
  tx: Executor,
  p: {
    schoolId: number;
    date: IsoDate;
    sessionYearId: number;
    classSectionId: number;
    periodId: number;
    userId: number;
    marks: readonly Mark[];
    rule: DailyRule;
    codes: readonly AttendanceCode[];
  },
) {
  await tx
    .insert(periodAttendance)
    .values(
      p.marks.map((m) => ({
        schoolId: p.schoolId,
        date: p.date,
        classSectionId: p.classSectionId,
        periodId: p.periodId,
        studentId: m.student_id,
        codeId: m.code_id,
        remark: m.remark,
        markedBy: p.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [
        periodAttendance.schoolId,
        periodAttendance.date,
        periodAttendance.classSectionId,
        periodAttendance.periodId,
        periodAttendance.studentId,
      ],
      set: {
        codeId: sql`excluded.code_id`,
        remark: sql`excluded.remark`,
        markedBy: sql`excluded.marked_by`,
        updatedAt: sql`now()`,
      },
    });
  const ids = p.marks.map((m) => m.student_id);
  const dayBefore = await marksOf(tx, p.schoolId, p.date, ids);
  const days = await derivedDays(tx, p.schoolId, p.date, ids, p.rule, p.codes, dayBefore);
  await writeDayMarks(tx, {
    schoolId: p.schoolId,
    date: p.date,
    sessionYearId: p.sessionYearId,
    classSectionId: p.classSectionId,
    userId: p.userId,
    marks: days,
    before: dayBefore,
  });
  return { days, dayBefore };
}
