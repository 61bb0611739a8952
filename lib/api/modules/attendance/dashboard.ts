/**
 * Attendance on the dashboard: today's student attendance % (from the class-sections' day
 * totals: one row per class-section, whatever the school's size) and today's staff
 * attendance %, each null until something is marked today; and, for those who read the whole
 * school's attendance, today's register completion (`register_completion`: the class-sections
 * not marked yet with their class teachers), which components/attendance draws as a card.
 */
import { and, eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import { staffAttendance, studentAttendanceTotals } from '../../../db/schema/attendance';
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { attendancePercent, countStatuses, tallyOfStatuses } from './rules';
import { summedCounts } from './school-month';
import { limitedToTaught } from './access';
import { registerCompletion } from './completion';

async function studentsToday({ db, schoolId, today }: DashboardContext) {
  const t = studentAttendanceTotals;
  const row = oneRow(
    await db
      .select(summedCounts)
      .from(t)
      .where(and(eq(t.schoolId, schoolId), eq(t.date, today))),
    'an aggregate without group by',
  );
  return attendancePercent(row);
}

async function staffToday({ db, schoolId, today }: DashboardContext) {
  const rows = await db
    .select({ status: staffAttendance.status })
    .from(staffAttendance)
    .where(and(eq(staffAttendance.schoolId, schoolId), eq(staffAttendance.date, today)));
  return attendancePercent(tallyOfStatuses(countStatuses(rows.map((r) => r.status))));
}

/** Today's registers not taken yet: for those who read the whole school's attendance. */
async function completionToday(ctx: DashboardContext) {
  const { caller } = ctx;
  if (!caller.staffPermissions.has('attendance-list') || limitedToTaught(caller)) return null;
  return registerCompletion(ctx.db, caller, ctx.today);
}

export const attendanceDashboard: DashboardContribution = {
  fields: [{ key: 'register_completion', empty: null, value: completionToday }],
  figures: [
    {
      key: 'student_attendance_today',
      label: 'Student attendance today',
      permission: 'attendance-list',
      format: 'percent',
      value: studentsToday,
    },
    {
      key: 'staff_attendance_today',
      label: 'Staff attendance today',
      permission: 'staff-list',
      format: 'percent',
      value: staffToday,
    },
  ],
};
