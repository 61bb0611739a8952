/**
 * What payroll reads of leave: per staff member, the approved days without pay between two
 * dates (halves as 0.5), from the per-day record approval keeps.
 */
import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/leave';
import type { IsoDate } from '../../../calendar';

export async function unpaidLeaveDaysOfStaff(
  db: Executor,
  schoolId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, number>> {
  const rows = await db
    .select({
      user_id: sql<number>`${leaveRequests.staffUserId}`,
      days: sql<string>`sum(${leaveRequestDays.withoutPayDays})`,
    })
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
        gte(leaveRequestDays.date, from),
        lte(leaveRequestDays.date, to),
        eq(leaveRequests.status, 'approved'),
        isNotNull(leaveRequests.staffUserId),
        sql`${leaveRequestDays.withoutPayDays} > 0`,
      ),
    )
    .groupBy(leaveRequests.staffUserId);
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.days)]));
}
