/**
 * Filling attendance from an approved leave, inside the approver's transaction (the leave
 * module calls `markOnLeave`). Which days are written and which are kept is `planLeaveDays`
 * (rules.ts): unmarked or absent working days become on leave (half day for a half-day
 * leave), days marked present, late or half day by hand are kept, holidays and weekly off
 * days are skipped. Future days are written too: the marking screen then shows them on leave.
 * The caller's own audit row (the approval) records the change; the result says what was done
 * so the caller can put it in that row.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attendanceCodes, staffAttendance, studentAttendance } from '../../../db/schema/attendance';
import type { IsoDate } from '../../../calendar';
import type { AttendanceStatus } from '../../../db/schema/attendance-values';
import { notFound } from '../../http/errors';
import { schoolCalendar } from '../calendar';
import { studentPlacements } from '../people';
import { builtinCodeIds, codeOfMark } from './codes';
import {
  leaveViewOf,
  planLeaveDays,
  type ExistingMark,
  type LeavePlan,
  type OnLeaveDay,
} from './rules';
import { refreshStudentTotals } from './totals';

export type { OnLeaveDay } from './rules';

export type MarkOnLeaveInput = {
  schoolId: number;
  /** The leave's session year; for a student, defaults to the student's own. */
  sessionYearId?: number;
  person: { kind: 'student' | 'staff'; id: number };
  /** Working days of the leave: ISO dates (full days) or days with a portion and pay. */
  dates: readonly (IsoDate | OnLeaveDay)[];
  /** Shown in the grid's remark, e.g. "Sick leave (approved)". */
  remark?: string | null;
  /** The approver. */
  markedBy?: number | null;
};

export type MarkOnLeaveResult = LeavePlan;

const dateOf = (d: IsoDate | OnLeaveDay) => (typeof d === 'string' ? d : d.date);

function range(dates: readonly (IsoDate | OnLeaveDay)[]) {
  const sorted = dates.map(dateOf).sort();
  const [from, to] = [sorted.at(0), sorted.at(-1)];
  if (from === undefined || to === undefined)
    throw new Error('markOnLeave returns before asking the range of no dates');
  return { from, to };
}

export async function markOnLeave(
  tx: Executor,
  input: MarkOnLeaveInput,
): Promise<MarkOnLeaveResult> {
  if (!input.dates.length) return { write: [], kept: [], skipped: [] };
  const { schoolId, person } = input;
  const { from, to } = range(input.dates);
  const calendar = await schoolCalendar(tx, schoolId, from, to);
  const dates = input.dates.map(dateOf);
  const remark = input.remark ?? null;
  const markedBy = input.markedBy ?? null;

  if (person.kind === 'student') {
    const placement = (await studentPlacements(tx, schoolId, [person.id])).get(person.id);
    if (!placement) throw notFound('student');
    // A student's mark carries a code: the leave sees it as the status it stands for.
    const existing: ExistingMark[] = (
      await tx
        .select({
          date: studentAttendance.date,
          builtin: attendanceCodes.builtin,
          countsAs: attendanceCodes.countsAs,
        })
        .from(studentAttendance)
        .innerJoin(attendanceCodes, codeOfMark)
        .where(
          and(
            eq(studentAttendance.schoolId, schoolId),
            eq(studentAttendance.studentId, person.id),
            inArray(studentAttendance.date, dates),
          ),
        )
    ).map((m) => ({ date: m.date, status: leaveViewOf(m) }));
    const plan = planLeaveDays(input.dates, existing, calendar);
    if (!plan.write.length) return plan;
    const codeOf = await builtinCodeIds(tx, schoolId, ['on_leave', 'half_day']);
    const codeId = (status: AttendanceStatus) => {
      const id = codeOf.get(status);
      if (id === undefined) throw new Error(`every school has the ${status} attendance code`);
      return id;
    };
    await tx
      .insert(studentAttendance)
      .values(
        plan.write.map((d) => ({
          schoolId,
          studentId: person.id,
          date: d.date,
          sessionYearId: input.sessionYearId ?? placement.sessionYearId,
          classSectionId: placement.classSectionId,
          codeId: codeId(d.status),
          remark,
          markedBy,
        })),
      )
      .onConflictDoUpdate({
        target: [studentAttendance.schoolId, studentAttendance.studentId, studentAttendance.date],
        set: {
          codeId: sql`excluded.code_id`,
          remark: sql`excluded.remark`,
          markedBy: sql`excluded.marked_by`,
          updatedAt: sql`now()`,
        },
      });
    // The totals of the class-section the day was counted in (kept by the row's own column).
    const touched = await tx
      .select({ classSectionId: studentAttendance.classSectionId, date: studentAttendance.date })
      .from(studentAttendance)
      .where(
        and(
          eq(studentAttendance.schoolId, schoolId),
          eq(studentAttendance.studentId, person.id),
          inArray(
            studentAttendance.date,
            plan.write.map((d) => d.date),
          ),
        ),
      );
    await refreshStudentTotals(tx, schoolId, touched);
    return plan;
  }

  const sessionYearId = input.sessionYearId;
  if (sessionYearId === undefined)
    throw new Error('markOnLeave: a staff leave needs its sessionYearId.');
  const existing: ExistingMark[] = await tx
    .select({ date: staffAttendance.date, status: staffAttendance.status })
    .from(staffAttendance)
    .where(
      and(
        eq(staffAttendance.schoolId, schoolId),
        eq(staffAttendance.userId, person.id),
        inArray(staffAttendance.date, dates),
      ),
    );
  const plan = planLeaveDays(input.dates, existing, calendar);
  if (!plan.write.length) return plan;
  await tx
    .insert(staffAttendance)
    .values(
      plan.write.map((d) => ({
        schoolId,
        userId: person.id,
        date: d.date,
        sessionYearId,
        status: d.status,
        withoutPay: d.withoutPay,
        remark,
        markedBy,
      })),
    )
    .onConflictDoUpdate({
      target: [staffAttendance.schoolId, staffAttendance.userId, staffAttendance.date],
      set: {
        status: sql`excluded.status`,
        withoutPay: sql`excluded.without_pay`,
        remark: sql`excluded.remark`,
        markedBy: sql`excluded.marked_by`,
        updatedAt: sql`now()`,
      },
    });
  return plan;
}
