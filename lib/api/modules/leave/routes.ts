/**
 * Leave routes (SPEC §2/§6): applying and one's own leaves need no permission; the requests
 * and the report need `approve-leave` (scoped by scope.ts); leave types are in leave-types.ts.
 */
import { z } from 'zod';
import { monthBounds } from '../../../calendar/dates';
import { todayIn } from '../../../calendar/zone';
import { leaveRequests } from '../../../db/schema/leave';
import { recordChange, storedRow } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import type { Executor } from '../../../db/client';
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { listResponse, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import type { AuditAction } from '../../http/audit-actions';
import { defaultSessionSpan } from '../academics';
import { storeAttachment } from '../files';
import { assessLeave, assessmentBody } from './assess';
import { leaveRequestList, leaveListQuery, leaveRequestRow, myLeaves } from './lists';
import { noticeLeaveApplied, noticeLeaveDecided } from './notices';
import { previousSessionSpans } from './balances';
import { leaveReport, leaveReportQuery } from './report';
import { approveLeave, cancelLeave, fileLeave, rejectLeave } from './requests';
import { approverScope } from './scope';
import { staffLeaveBalances } from './staff-balances';
import { leaveOptions } from './options';
import { applyLeaveSchema, decisionSchema, leaveRangeSchema } from './schemas';
import { apiMessage, type ApiMessage } from '../../http/messages';

const TAG = 'leave';
const approvers = access.permission('approve-leave');

const balanceQuery = leaveRangeSchema.or(
  z.object({
    leave_type_id: z.coerce
      .number({ error: 'Choose a leave type.' })
      .int()
      .positive()
      .max(2_147_483_647),
    student_id: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.coerce.number({ error: 'Choose a child.' }).int().positive().max(2_147_483_647).nullable(),
    ),
    portions: z.object({}).default({}),
  }),
);

/** One decision on a request, audited under `leave-requests` with the request before and after. */
function decisionRoute(
  action: Extract<AuditAction, 'approve' | 'reject' | 'cancel'>,
  summary: string,
  run: (tx: Executor, caller: SchoolUser, id: number, comment: string | null) => Promise<void>,
  done: ApiMessage,
) {
  return defineRoute({
    method: 'POST',
    path: `/leaves/:id/${action}`,
    tag: TAG,
    summary,
    access: access.authenticated,
    body: decisionSchema,
    audit: { entity: 'leave-requests', actions: [action] },
    handler: async ({ db, caller, params, body, audit }) => {
      const id = parseId(params.id, 'leave request');
      await db.transaction(async (tx) => {
        await recordChange(
          tx,
          audit,
          { action, entity: 'leave-requests', entityId: id },
          () => storedRow(tx, leaveRequests, caller.school.id, id),
          () => run(tx, caller, id, body.comment),
        );
        await noticeLeaveDecided(tx, { id: caller.school.id, format: caller.format }, id);
      });
      return envelope(await leaveRequestRow(db, caller.school.id, id), done);
    },
  });
}

export const leaveRoutes = [
  defineRoute({
    method: 'GET',
    path: '/leaves',
    tag: TAG,
    summary: "The caller's own leave requests and those they filed for their children",
    access: access.authenticated,
    query: leaveListQuery,
    handler: ({ db, caller, query }) =>
      listResponse(myLeaves(caller.userId), db, caller.school.id, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/leave-options',
    tag: TAG,
    summary:
      'What the caller may apply for: leave types for themselves (staff), their children and the types for a child (guardians)',
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await leaveOptions(db, caller)),
  }),
  defineRoute({
    method: 'GET',
    path: '/leave-balance',
    tag: TAG,
    summary:
      'The balance of a leave type for the caller (or their child, student_id) and, with start_date and end_date, the days a leave would count and which would be without pay',
    access: access.authenticated,
    query: balanceQuery,
    handler: async ({ db, caller, query }) =>
      envelope(assessmentBody(await assessLeave(db, caller, query))),
  }),
  defineRoute({
    method: 'POST',
    path: '/leaves',
    tag: TAG,
    summary:
      "Apply for leave: for oneself (staff) or for one of one's children (student_id); JSON or multipart with an `attachment` (PDF, PNG, JPEG or WebP, ≤ 5 MB)",
    access: access.authenticated,
    body: applyLeaveSchema,
    audit: { entity: 'leave-requests', actions: ['create'] },
    handler: async ({ c, db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const attachment = body.attachment
        ? await storeAttachment(c.get('deps').config.storageDir, schoolId, 'leave', body.attachment)
        : null;
      const id = await db.transaction(async (tx) => {
        const created = await fileLeave(tx, caller, { ...body, attachment });
        await audit(tx, {
          action: 'create',
          entity: 'leave-requests',
          entityId: created,
          after: await storedRow(tx, leaveRequests, schoolId, created),
        });
        await noticeLeaveApplied(tx, { id: schoolId, format: caller.format }, created);
        return created;
      });
      return envelope(await leaveRequestRow(db, schoolId, id), apiMessage('done.leaveRequestSent'));
    },
  }),
  decisionRoute(
    'approve',
    'Approve a pending leave request (fills the attendance of its days as On leave)',
    approveLeave,
    apiMessage('done.leaveApproved'),
  ),
  decisionRoute(
    'reject',
    'Reject a pending leave request with a comment',
    rejectLeave,
    apiMessage('done.leaveRejected'),
  ),
  decisionRoute(
    'cancel',
    "Cancel one's own pending leave request",
    (tx, caller, id) => cancelLeave(tx, caller, id),
    apiMessage('done.leaveCancelled'),
  ),
  defineRoute({
    method: 'GET',
    path: '/leave-requests',
    tag: TAG,
    summary:
      'Leave requests the approver may decide, pending first (a Teacher: student leaves of their class-sections)',
    access: approvers,
    query: leaveListQuery,
    handler: async ({ db, caller, query }) =>
      listResponse(
        leaveRequestList(await approverScope(db, caller), caller.userId),
        db,
        caller.school.id,
        query,
      ),
  }),
  defineRoute({
    method: 'GET',
    path: '/staff/:id/leave-balances',
    tag: TAG,
    summary:
      "A staff member's leave balances this session year, per leave type of their roles: allowed (allocated and carried forward), taken, pending and left (approvers who see every request)",
    access: approvers,
    handler: async ({ db, caller, params }) =>
      envelope(await staffLeaveBalances(db, caller, parseId(params.id, 'staff member'))),
  }),
  defineRoute({
    method: 'GET',
    path: '/leave-report',
    report: true,
    tag: TAG,
    summary:
      'Per person and leave type for a month (month=YYYY-MM, default this month): allocated, carried forward, taken, without pay, remaining',
    access: approvers,
    query: leaveReportQuery,
    handler: async ({ db, caller, query }) => {
      const session = await defaultSessionSpan(db, caller.school.id);
      if (!session) throw new ApiError('conflict', apiMessage('leave.noDefaultSession'));
      const month = monthBounds(
        query.month ? `${query.month}-01` : todayIn(caller.format.timeZone),
      );
      const earlier = await previousSessionSpans(db, caller.school.id, session);
      const list = leaveReport(await approverScope(db, caller), { id: session.id, earlier }, month);
      return listResponse(list, db, caller.school.id, query);
    },
  }),
];
