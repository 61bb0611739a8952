/**
 * What payroll reads of staff attendance: per staff member, the days marked absent between
 * two dates. Days on leave are not counted here: the leave module reports those without pay.
 */
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { staffAttendance } from '../../../db/schema/attendance';
import type { IsoDate } from '../../../calendar';

export async function staffAbsenceDays(
  db: Executor,
  schoolId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ user_id: staffAttendance.userId, days: count() })
    .from(staffAttendance)
    .where(
      and(
        eq(staffAttendance.schoolId, schoolId),
        gte(staffAttendance.date, from),
        lte(staffAttendance.date, to),
        eq(staffAttendance.status, 'absent'),
      ),
    )
    .groupBy(staffAttendance.userId);
  return new Map(rows.map((r) => [r.user_id, Number(r.days)]));
}
