/**
 * Students' attendance percentage over a range of dates, by the school's codes (what each
 * counts as) and the one rounding rule of rules.ts: what an exam's results show for its term.
 */
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attendanceCodes, studentAttendance } from '../../../db/schema/attendance';
import type { CountsAs } from '../../../db/schema/attendance-values';
import { attendancePercent, emptyTally } from './rules';

/** Each student's attendance % from `from` to `to` (both included); null when none is marked. */
export async function attendancePercentOf(
  db: Executor,
  schoolId: number,
  studentIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, number | null>> {
  const percents = new Map<number, number | null>(studentIds.map((id) => [id, null]));
  if (!studentIds.length || to < from) return percents;
  const rows = await db
    .select({
      studentId: studentAttendance.studentId,
      countsAs: attendanceCodes.countsAs,
      days: sql<number>`count(*)`.mapWith(Number),
    })
    .from(studentAttendance)
    .innerJoin(
      attendanceCodes,
      and(
        eq(attendanceCodes.schoolId, studentAttendance.schoolId),
        eq(attendanceCodes.id, studentAttendance.codeId),
      ),
    )
    .where(
      and(
        eq(studentAttendance.schoolId, schoolId),
        inArray(studentAttendance.studentId, [...studentIds]),
        between(studentAttendance.date, from, to),
      ),
    )
    .groupBy(studentAttendance.studentId, attendanceCodes.countsAs);
  const tallies = new Map<number, Record<CountsAs, number>>();
  for (const r of rows) {
    const tally = tallies.get(r.studentId) ?? emptyTally();
    tally[r.countsAs] += r.days;
    tallies.set(r.studentId, tally);
  }
  for (const [id, tally] of tallies) percents.set(id, attendancePercent(tally));
  return percents;
}
