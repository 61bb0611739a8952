/**
 * The leave lists, all on the one list path (capped totals, CSV from a cursor): the caller's
 * own requests (GET /api/leaves) and the requests an approver sees (GET /api/leave-requests,
 * pending first); the report is report.ts. Each is declared per call because the caller's
 * scope shapes the query.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { leaveRequests, leaveTypes } from '../../../db/schema/leave';
import { LEAVE_STATUSES } from '../../../db/schema/leave-values';
import { likePattern, listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import { academicViews } from '../academics';
import { userNamesView } from '../identity';
import { studentNames } from '../people';
import { idField } from '../people/student-schemas';
import { inScope, type ApproverScope } from './scope';

const staffNames = userNamesView('staff_names');
const classSectionNames = academicViews.classSections;

type PersonRows = typeof leaveRequests;
/** The joins that name a request's type and person (and a student's class). */
const joins = {
  type: (t: PersonRows) =>
    and(eq(leaveTypes.schoolId, t.schoolId), eq(leaveTypes.id, t.leaveTypeId)),
  staff: (t: PersonRows) =>
    and(eq(staffNames.schoolId, t.schoolId), eq(staffNames.id, t.staffUserId)),
  student: (t: PersonRows) =>
    and(eq(studentNames.schoolId, t.schoolId), eq(studentNames.id, t.studentId)),
  section: (t: PersonRows) =>
    and(
      eq(classSectionNames.schoolId, t.schoolId),
      eq(classSectionNames.id, studentNames.classSectionId),
    ),
};

const personName = sql<string>`coalesce(${staffNames.name}, ${studentNames.name})`;
const kind = (t: PersonRows) =>
  sql<'staff' | 'student'>`case when ${t.staffUserId} is null then 'student' else 'staff' end`;
const searchPerson = (term: string) =>
  or(ilike(staffNames.name, likePattern(term)), ilike(studentNames.name, likePattern(term)));

/** Pending first (the soonest start first), then the rest by the latest start. */
const pendingFirst = sql`case when ${leaveRequests.status} = 'pending'
  then ${leaveRequests.startDate} - date '2000-01-01'
  else 1000000 - (${leaveRequests.startDate} - date '2000-01-01') end`;

export type LeaveRequestRow = {
  id: number;
  status: (typeof LEAVE_STATUSES)[number];
  kind: 'staff' | 'student';
  person: string;
  class_section: string | null;
  leave_type: string;
  start_date: string;
  end_date: string;
  days: number;
  without_pay_days: number;
  reason: string;
  attachment: string | null;
  decision_comment: string | null;
};

export const leaveListQuery = listQuery(['status', 'start_date', 'person', 'leave_type', 'id'], {
  status: z
    .enum(LEAVE_STATUSES, { error: 'The status must be pending, approved, rejected or cancelled.' })
    .optional(),
  kind: z.enum(['staff', 'student'], { error: 'The kind must be staff or student.' }).optional(),
  // One person's requests (their profile's leave tab, issue 29).
  student_id: idField('student').optional(),
  staff_user_id: idField('staff member').optional(),
});
type LeaveListParams = z.output<typeof leaveListQuery>;

const requestSelect = (db: Executor) =>
  db
    .select({
      id: leaveRequests.id,
      status: leaveRequests.status,
      kind: kind(leaveRequests),
      person: personName,
      class_section: classSectionNames.name,
      leave_type: leaveTypes.name,
      start_date: leaveRequests.startDate,
      end_date: leaveRequests.endDate,
      days: leaveRequests.days,
      without_pay_days: leaveRequests.withoutPayDays,
      reason: leaveRequests.reason,
      attachment: leaveRequests.attachment,
      decision_comment: leaveRequests.decisionComment,
    })
    .from(leaveRequests)
    .innerJoin(leaveTypes, joins.type(leaveRequests))
    .leftJoin(staffNames, joins.staff(leaveRequests))
    .leftJoin(studentNames, joins.student(leaveRequests))
    .leftJoin(classSectionNames, joins.section(leaveRequests));

function requestList(
  fileName: string,
  where: (params: LeaveListParams) => (SQL | undefined)[],
): ListDefinition<LeaveRequestRow, LeaveListParams> {
  return {
    query: leaveListQuery,
    queries: queriesOf<LeaveRequestRow, LeaveListParams>({
      select: requestSelect,
      schoolId: leaveRequests.schoolId,
      id: leaveRequests.id,
      search: searchPerson,
      sort: {
        status: pendingFirst,
        start_date: leaveRequests.startDate,
        person: personName,
        leave_type: leaveTypes.name,
        id: leaveRequests.id,
      },
      defaultSort: 'status',
      filters: (p) => [
        p.status ? eq(leaveRequests.status, p.status) : undefined,
        p.kind ? sql`${kind(leaveRequests)} = ${p.kind}` : undefined,
        p.student_id ? eq(leaveRequests.studentId, p.student_id) : undefined,
        p.staff_user_id ? eq(leaveRequests.staffUserId, p.staff_user_id) : undefined,
        ...where(p),
      ],
    }),
    csv: {
      fileName,
      columns: [
        { header: 'ID', value: (r) => r.id },
        { header: 'Person', value: (r) => r.person },
        { header: 'Class-section', value: (r) => r.class_section ?? '' },
        { header: 'Leave type', value: (r) => r.leave_type },
        { header: 'From', value: (r) => r.start_date },
        { header: 'To', value: (r) => r.end_date },
        { header: 'Days', value: (r) => r.days },
        { header: 'Without pay', value: (r) => r.without_pay_days },
        { header: 'Status', value: (r) => r.status },
        { header: 'Reason', value: (r) => r.reason },
        { header: 'Comment', value: (r) => r.decision_comment ?? '' },
      ],
    },
  };
}

/** What the caller applied for: their own leaves and their children's. */
export const myLeaves = (userId: number) =>
  requestList('my-leaves.csv', () => [eq(leaveRequests.applicantUserId, userId)]);

/** What an approver sees: their scope, without their own leave (which someone else decides). */
export const leaveRequestList = (scope: ApproverScope, userId: number) =>
  requestList('leave-requests.csv', () => [
    inScope(scope, studentNames.classSectionId),
    notOwn(userId),
  ]);

export const notOwn = (userId: number) =>
  sql`${leaveRequests.staffUserId} is distinct from ${userId}`;

/** One request as its lists show it (for the answer to a write). */
export const leaveRequestRow = (db: Executor, schoolId: number, id: number) =>
  requestList('leave.csv', () => []).queries.get(db, schoolId, id);
