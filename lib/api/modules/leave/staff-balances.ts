/**
 * A staff member's leave balances (`GET /api/staff/{id}/leave-balances`, the staff profile's
 * leave tab): for each leave type that applies to one of their roles, this session year's
 * allowance (allocated and carried forward), the days taken, the days of pending requests and
 * what is left once those are decided — the same balance rules (balances.ts) as their own
 * apply form. For approvers who see every request (a Teacher approving their class's
 * student leave sees no staff member's: 404, as for any record one may not see).
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { ApiError, notFound } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { defaultSessionSpan } from '../academics';
import { staffRoleHoldersView as holders } from '../identity';
import { currentBalance } from './balances';
import { leaveTypeQueries } from './leave-types';
import { leaveLeft } from './rules';
import { approverScope } from './scope';

/** The staff roles the person holds in the school: none when they are not its staff. */
async function staffRoleIds(db: Executor, schoolId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: holders.roleId })
    .from(holders)
    .where(and(eq(holders.schoolId, schoolId), eq(holders.userId, userId)));
  return rows.map((r) => r.roleId);
}

export async function staffLeaveBalances(db: Executor, caller: SchoolUser, userId: number) {
  const schoolId = caller.school.id;
  if (!(await approverScope(db, caller)).all) throw notFound('staffMember');
  const roleIds = await staffRoleIds(db, schoolId, userId);
  if (!roleIds.length) throw notFound('staffMember');
  const session = await defaultSessionSpan(db, schoolId);
  if (!session) throw new ApiError('conflict', apiMessage('leave.noDefaultSession'));
  const types = (
    await leaveTypeQueries.page(db, schoolId, {
      page: 1,
      per_page: 100,
      format: 'json',
      total: 'omit',
    })
  ).filter((t) => t.role_ids.some((id) => roleIds.includes(id)));
  const person = { kind: 'staff', userId } as const;
  const balances = [];
  for (const type of types) {
    const b = await currentBalance(db, schoolId, session, type, person);
    balances.push({
      leave_type: { id: type.id, name: type.name, is_paid: type.is_paid },
      allowed: b.allocated + b.carriedForward,
      allocated: b.allocated,
      carried_forward: b.carriedForward,
      taken: b.taken,
      pending: b.pending,
      left: leaveLeft(b),
    });
  }
  return { session_year: { id: session.id, name: session.name }, balances };
}
