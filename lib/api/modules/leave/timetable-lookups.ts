/** What the timetable module asks of leave: the staff on approved leave on a date. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/leave';
import type { IsoDate } from '../../../calendar';

export async function staffOnLeaveOn(
  db: Executor,
  schoolId: number,
  date: IsoDate,
): Promise<Set<number>> {
  const rows = await db
    .select({ userId: leaveRequests.staffUserId })
    .from(leaveRequestDays)
    .innerJoin(
      leaveRequests,
      and(
        eq(leaveRequests.schoolId, leaveRequestDays.schoolId),
        eq(leaveRequests.id, leaveRequestDays.leaveRequestId),
      ),
    )
    .where(
      and(
        eq(leaveRequestDays.schoolId, schoolId),
        eq(leaveRequestDays.date, date),
        eq(leaveRequests.status, 'approved'),
        isNotNull(leaveRequests.staffUserId),
      ),
    );
  return new Set(rows.map((r) => Number(r.userId)));
}
