/**
 * Filing and deciding leave requests. Filing: the assessment (assess.ts) plus the refusals a
 * school expects — no working day, an overlap with the person's pending or approved leave,
 * a missing attachment beyond the type's limit. Approving recounts the days without pay
 * against the balance as it is then and fills the attendance of those days as On leave in
 * the same transaction (the attendance module's markOnLeave). Only the applicant cancels, and
 * only while pending.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { leaveRequestDays, leaveRequests } from '../../../db/schema/leave';
import type { SchoolUser } from '../../http/context';
import { ApiError, forbidden, notFound, validationFailed } from '../../http/errors';
import { findSessionSpan } from '../academics';
import { markOnLeave } from '../attendance';
import { studentOf } from './people';
import { assessLeave, type LeaveInput } from './assess';
import { currentBalance, isPerson, personColumns, type Person } from './balances';
import { leaveTypeQueries } from './leave-types';
import { withoutPayByDay } from './rules';
import { approverScope, mayDecide } from './scope';
import { apiMessage } from '../../http/messages';

export type Application = LeaveInput & {
  start_date: string;
  end_date: string;
  reason: string;
  /** The stored attachment's URL, if one was sent. */
  attachment: string | null;
};

async function refuseOverlap(tx: Executor, schoolId: number, person: Person, a: Application) {
  const [clash] = await tx
    .select({
      start: leaveRequests.startDate,
      end: leaveRequests.endDate,
      status: leaveRequests.status,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.schoolId, schoolId),
        isPerson(leaveRequests, person),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lte(leaveRequests.startDate, a.end_date),
        gte(leaveRequests.endDate, a.start_date),
      ),
    )
    .limit(1);
  if (clash)
    throw validationFailed({
      start_date: apiMessage('leave.overlap', {
        status: clash.status,
        start: clash.start,
        end: clash.end,
      }),
    });
}

/** Files the request; answers its id. */
export async function fileLeave(tx: Executor, caller: SchoolUser, a: Application): Promise<number> {
  const schoolId = caller.school.id;
  const assessed = await assessLeave(tx, caller, a, { keepOpening: true });
  if (assessed.counted === 0)
    throw validationFailed({
      start_date: apiMessage('leave.noWorkingDay'),
    });
  await refuseOverlap(tx, schoolId, assessed.person, a);
  const limit = assessed.type.attachment_after_days;
  if (limit !== null && assessed.counted > limit && !a.attachment)
    throw validationFailed({
      attachment: apiMessage('leave.needsAttachment', { type: assessed.type.name, limit }),
    });
  const row = oneRow(
    await tx
      .insert(leaveRequests)
      .values({
        schoolId,
        sessionYearId: assessed.session.id,
        leaveTypeId: assessed.type.id,
        applicantUserId: caller.userId,
        ...personColumns(assessed.person),
        startDate: a.start_date,
        endDate: a.end_date,
        days: assessed.counted,
        withoutPayDays: assessed.withoutPay,
        reason: a.reason,
        attachment: a.attachment,
      })
      .returning({ id: leaveRequests.id }),
    'inserting one row into leaveRequests',
  );
  await tx.insert(leaveRequestDays).values(
    assessed.days
      .filter((d) => d.amount > 0)
      .map((d) => ({
        schoolId,
        leaveRequestId: row.id,
        date: d.date,
        portion: d.portion,
        withoutPayDays: d.without_pay,
      })),
  );
  return row.id;
}

async function storedRequest(tx: Executor, schoolId: number, id: number) {
  const [row] = await tx
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.schoolId, schoolId), eq(leaveRequests.id, id)))
    .for('update');
  return row;
}

const personOf = (r: { staffUserId: number | null; studentId: number | null }): Person => {
  if (r.staffUserId !== null) return { kind: 'staff', userId: r.staffUserId };
  if (r.studentId !== null) return { kind: 'student', studentId: r.studentId };
  throw new Error('A leave request is of a staff member or of a student (a check constraint)');
};

/** A request the caller may decide, still pending; else 404 (not theirs to see) or 409. */
async function decidable(tx: Executor, caller: SchoolUser, id: number) {
  const schoolId = caller.school.id;
  const request = await storedRequest(tx, schoolId, id);
  if (!request) throw notFound('leaveRequest');
  const student =
    request.studentId === null ? undefined : await studentOf(tx, schoolId, request.studentId);
  if (!mayDecide(await approverScope(tx, caller), student?.classSectionId ?? null))
    throw notFound('leaveRequest');
  if (request.staffUserId === caller.userId) throw forbidden(apiMessage('leave.ownLeave'));
  if (request.status !== 'pending')
    throw new ApiError('conflict', apiMessage('leave.alreadyDecided', { status: request.status }));
  return request;
}

export async function approveLeave(
  tx: Executor,
  caller: SchoolUser,
  id: number,
  comment: string | null,
) {
  const schoolId = caller.school.id;
  const request = await decidable(tx, caller, id);
  const person = personOf(request);
  const type = await leaveTypeQueries.get(tx, schoolId, request.leaveTypeId);
  const session = await findSessionSpan(tx, schoolId, request.sessionYearId);
  if (!type || !session)
    throw new Error('A leave request refers to its leave type and session year (foreign keys)');
  const balance = await currentBalance(tx, schoolId, session, type, person, { keep: true });
  const days = await tx
    .select({ date: leaveRequestDays.date, portion: leaveRequestDays.portion })
    .from(leaveRequestDays)
    .where(and(eq(leaveRequestDays.schoolId, schoolId), eq(leaveRequestDays.leaveRequestId, id)))
    .orderBy(leaveRequestDays.date);
  // The balance as it is now (other approvals since filing), pending requests aside.
  const unpaid = withoutPayByDay(
    days.map((d) => (d.portion === 'full' ? 1 : 0.5)),
    balance.remaining,
    type.is_paid,
  );
  for (const [i, d] of days.entries())
    await tx
      .update(leaveRequestDays)
      .set({ withoutPayDays: unpaid[i] })
      .where(
        and(
          eq(leaveRequestDays.schoolId, schoolId),
          eq(leaveRequestDays.leaveRequestId, id),
          eq(leaveRequestDays.date, d.date),
        ),
      );
  await decide(
    tx,
    caller,
    id,
    'approved',
    comment,
    unpaid.reduce((a, b) => a + b, 0),
  );
  await markOnLeave(tx, {
    schoolId,
    sessionYearId: request.sessionYearId,
    person:
      person.kind === 'staff'
        ? { kind: 'staff', id: person.userId }
        : { kind: 'student', id: person.studentId },
    dates: days.map((d, i) => ({
      date: d.date,
      portion: d.portion,
      withoutPay: (unpaid[i] ?? 0) > 0,
    })),
    remark: `${type.name} (approved)`,
    markedBy: caller.userId,
  });
}

export async function rejectLeave(
  tx: Executor,
  caller: SchoolUser,
  id: number,
  comment: string | null,
) {
  await decidable(tx, caller, id);
  await decide(tx, caller, id, 'rejected', comment);
}

async function decide(
  tx: Executor,
  caller: SchoolUser,
  id: number,
  status: 'approved' | 'rejected',
  comment: string | null,
  withoutPayDays?: number,
) {
  await tx
    .update(leaveRequests)
    .set({
      status,
      decisionComment: comment,
      decidedByUserId: caller.userId,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(withoutPayDays === undefined ? {} : { withoutPayDays }),
    })
    .where(and(eq(leaveRequests.schoolId, caller.school.id), eq(leaveRequests.id, id)));
}

/** The applicant withdraws a pending request; anyone else is told it does not exist. */
export async function cancelLeave(tx: Executor, caller: SchoolUser, id: number) {
  const request = await storedRequest(tx, caller.school.id, id);
  if (!request || request.applicantUserId !== caller.userId) throw notFound('leaveRequest');
  if (request.status !== 'pending')
    throw new ApiError(
      'conflict',
      apiMessage('leave.onlyPendingCancel', { status: request.status }),
    );
  await tx
    .update(leaveRequests)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(leaveRequests.schoolId, caller.school.id), eq(leaveRequests.id, id)));
}
