/**
 * What leave tells (issue 28), in the write's own transaction: a request filed goes to the
 * users who may decide it (`leave_applied`), a decision to the applicant (`leave_decided`).
 * Who may decide is scope.ts's rule seen from the request's side: a holder of `approve-leave`
 * through a staff role other than Teacher decides every request, a Teacher holding it the
 * student leaves of the class-sections they are class teacher of; nobody decides their own.
 */
import { and, eq } from 'drizzle-orm';
import { formatDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { leaveRequests } from '../../../db/schema/leave';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';
import type { SchoolFormat } from '../../../school-format';
import { staffHoldersOf } from '../identity';
import { notify } from '../notifications';
import { classTeacherIdsOf } from '../people';
import { leaveRequestRow } from './lists';
import { studentOf } from './people';

/** Who may decide a request, given the holders of approve-leave (pure: table-tested). */
export function approversOf(
  holders: readonly { userId: number; roles: readonly string[] }[],
  request: { staffUserId: number | null; applicantUserId: number },
  classTeachers: ReadonlySet<number>,
): number[] {
  return holders
    .filter((h) => h.userId !== request.staffUserId && h.userId !== request.applicantUserId)
    .filter(
      (h) =>
        h.roles.some((r) => r !== 'Teacher' && r !== GUARDIAN_ROLE) ||
        (request.staffUserId === null && classTeachers.has(h.userId)),
    )
    .map((h) => h.userId);
}

async function requestOf(tx: Executor, schoolId: number, id: number) {
  const [request] = await tx
    .select({
      staffUserId: leaveRequests.staffUserId,
      studentId: leaveRequests.studentId,
      applicantUserId: leaveRequests.applicantUserId,
    })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.schoolId, schoolId), eq(leaveRequests.id, id)));
  const row = await leaveRequestRow(tx, schoolId, id);
  if (!request || !row) throw new Error(`Leave request ${id} was written in this transaction`);
  return { ...request, row };
}

/** `applicant` is whose leave it is: the staff member, or the child a guardian applied for. */
const paramsOf = (
  row: { person: string; leave_type: string; start_date: string; end_date: string; days: number },
  format: SchoolFormat,
) => ({
  applicant: row.person,
  type: row.leave_type,
  from: formatDate(row.start_date, format.dateFormat),
  to: formatDate(row.end_date, format.dateFormat),
  days: row.days,
});

export async function noticeLeaveApplied(
  tx: Executor,
  school: { id: number; format: SchoolFormat },
  id: number,
): Promise<void> {
  const request = await requestOf(tx, school.id, id);
  const student =
    request.studentId === null ? undefined : await studentOf(tx, school.id, request.studentId);
  const classTeachers = new Set(
    student ? await classTeacherIdsOf(tx, school.id, [student.classSectionId]) : [],
  );
  const recipients = approversOf(
    await staffHoldersOf(tx, school.id, 'approve-leave'),
    request,
    classTeachers,
  );
  if (!recipients.length) return;
  await notify(tx, {
    schoolId: school.id,
    event: 'leave_applied',
    key: `leave_applied:${id}`,
    recipients,
    params: paramsOf(request.row, school.format),
    link: '/leave/requests',
  });
}

export async function noticeLeaveDecided(
  tx: Executor,
  school: { id: number; format: SchoolFormat },
  id: number,
): Promise<void> {
  const request = await requestOf(tx, school.id, id);
  const { status } = request.row;
  // A withdrawal is the applicant's own doing: nothing to tell them.
  if (status !== 'approved' && status !== 'rejected') return;
  await notify(tx, {
    schoolId: school.id,
    event: 'leave_decided',
    key: `leave_decided:${id}`,
    recipients: [request.applicantUserId],
    params: {
      ...paramsOf(request.row, school.format),
      decision: status,
      comment: request.row.decision_comment ?? '',
    },
    link: '/leave',
  });
}
