/**
 * What the timetable module asks of leave: the staff on approved leave on a date, and which
 * part of the day (a half-day leave frees the other half's lessons from the board).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/leave';
import type { DayPortion, IsoDate } from '../../../calendar';

export async function staffOnLeaveOn(
  db: Executor,
  schoolId: number,
  date: IsoDate,
): Promise<Set<number>> {
  return new Set((await staffLeavePortionsOn(db, schoolId, date)).keys());
}

/**
 * Each staff member on approved leave on a date with the part of the day they are away:
 * `full`, `first_half` or `second_half`; two approved halves of the same day make a full day.
 */
export async function staffLeavePortionsOn(
  db: Executor,
  schoolId: number,
  date: IsoDate,
): Promise<Map<number, DayPortion>> {
  const rows = await db
    .select({ userId: leaveRequests.staffUserId, portion: leaveRequestDays.portion })
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
  const away = new Map<number, DayPortion>();
  for (const r of rows) {
    const id = Number(r.userId);
    const before = away.get(id);
    away.set(id, before && before !== r.portion ? 'full' : r.portion);
  }
  return away;
}
