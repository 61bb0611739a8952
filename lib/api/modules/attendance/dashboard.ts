/**
 * Attendance on the dashboard: today's student attendance % (from the class-sections' day
 * totals: one row per class-section, whatever the school's size) and today's staff
 * attendance %, each null until something is marked today.
 */
import { and, eq, sql } from 'drizzle-orm';
import { staffAttendance, studentAttendanceTotals } from '../../../db/schema/attendance';
import type { DashboardContext, DashboardContribution } from '../dashboard';
import { attendancePercent, countStatuses } from './rules';

async function studentsToday({ db, schoolId, today }: DashboardContext) {
  const t = studentAttendanceTotals;
  const [row] = await db
    .select({
      present: sql<number>`coalesce(sum(${t.present}), 0)::int`,
      absent: sql<number>`coalesce(sum(${t.absent}), 0)::int`,
      late: sql<number>`coalesce(sum(${t.late}), 0)::int`,
      half_day: sql<number>`coalesce(sum(${t.halfDay}), 0)::int`,
      on_leave: sql<number>`coalesce(sum(${t.onLeave}), 0)::int`,
    })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.date, today)));
  return attendancePercent(row);
}

async function staffToday({ db, schoolId, today }: DashboardContext) {
  const rows = await db
    .select({ status: staffAttendance.status })
    .from(staffAttendance)
    .where(and(eq(staffAttendance.schoolId, schoolId), eq(staffAttendance.date, today)));
  return attendancePercent(countStatuses(rows.map((r) => r.status)));
}

export const attendanceDashboard: DashboardContribution = {
  module: 'attendance',
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
