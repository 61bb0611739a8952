/**
 * The attendance milestones a student's timeline shows (rules in milestones-rules.ts): read
 * from the student's marks with what each code counts as, for staff who may list attendance
 * (a guardian's timeline is the history only, as for the log). Registered on people's
 * timeline in the manifest's `connect`.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attendanceCodes, studentAttendance } from '../../../db/schema/attendance';
import { codeOfMark } from './codes';
import { todayIn } from '../../../calendar';
import type { SchoolUser } from '../../http/context';
import { milestoneEntry } from '../people';
import { absentRuns, lowMonths } from './milestones-rules';

export async function attendanceMilestones(db: Executor, caller: SchoolUser, studentId: number) {
  if (!caller.staffPermissions.has('attendance-list')) return [];
  const schoolId = caller.school.id;
  const marks = (
    await db
      .select({
        date: studentAttendance.date,
        countsAs: attendanceCodes.countsAs,
        builtin: attendanceCodes.builtin,
      })
      .from(studentAttendance)
      .innerJoin(attendanceCodes, codeOfMark)
      .where(
        and(eq(studentAttendance.schoolId, schoolId), eq(studentAttendance.studentId, studentId)),
      )
  ).map((m) => ({ date: m.date, countsAs: m.countsAs, onLeave: m.builtin === 'on_leave' }));
  return [
    ...absentRuns(marks).map((run) =>
      milestoneEntry({
        key: `attendance-run-${run.start}`,
        at: run.end,
        kind: 'attendance.absent_run',
        details: { days: run.days, start_date: run.start, end_date: run.end },
      }),
    ),
    ...lowMonths(marks, todayIn(caller.format.timeZone)).map((low) =>
      milestoneEntry({
        key: `attendance-month-${low.month}`,
        at: low.last,
        kind: 'attendance.low_month',
        details: { month: low.month, percent: low.percent },
      }),
    ),
  ];
}
