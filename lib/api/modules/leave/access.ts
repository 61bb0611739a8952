/**
 * Who may see what of a leave beyond the lists: a leave's attachment (the files module's
 * access rule for the `leave` kind) and the dashboard's count of requests waiting for the
 * caller's decision.
 */
import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { leaveRequests } from '../../../db/schema/leave';
import type { SchoolUser } from '../../http/context';
import { studentNames } from '../people';
import { studentOf } from './people';
import { notOwn } from './lists';
import { approverScope, inScope, mayDecide } from './scope';

/** The applicant, the staff member on leave, or an approver whose scope holds the request. */
export async function mayViewLeaveAttachment(db: Executor, caller: SchoolUser, url: string) {
  const [request] = await db
    .select({
      applicant: leaveRequests.applicantUserId,
      staff: leaveRequests.staffUserId,
      student: leaveRequests.studentId,
    })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.schoolId, caller.school.id), eq(leaveRequests.attachment, url)))
    .limit(1);
  if (!request) return false;
  if (request.applicant === caller.userId || request.staff === caller.userId) return true;
  const student =
    request.student === null ? undefined : await studentOf(db, caller.school.id, request.student);
  return mayDecide(await approverScope(db, caller), student?.classSectionId ?? null);
}

/** Pending requests the caller may decide (0 without `approve-leave`). */
export async function pendingLeaveCount(db: Executor, caller: SchoolUser): Promise<number> {
  if (!caller.permissions.has('approve-leave')) return 0;
  const scope = await approverScope(db, caller);
  const row = oneRow(
    await db
      .select({ n: count() })
      .from(leaveRequests)
      .leftJoin(
        studentNames,
        and(
          eq(studentNames.schoolId, leaveRequests.schoolId),
          eq(studentNames.id, leaveRequests.studentId),
        ),
      )
      .where(
        and(
          eq(leaveRequests.schoolId, caller.school.id),
          eq(leaveRequests.status, 'pending'),
          inScope(scope, studentNames.classSectionId),
          notOwn(caller.userId),
        ),
      ),
    'an aggregate without group by',
  );
  return row.n;
}
