/**
 * Attendance on the dashboard: today's student attendance % (from the class-sections' day
 * totals: one row per class-section, whatever the school's size) and today's staff
 * attendance %, each null until something is marked today.
 */
import { and, eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import { staffAttendance, studentAttendanceTotals } from '../../../db/schema/attendance';
import type { DashboardContext, DashboardContribution } from '../../http/dashboard';
import { attendancePercent, countStatuses } from './rules';
import { summedCounts } from './school-month';

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
  return attendancePercent(countStatuses(rows.map((r) => r.status)));
}

export const attendanceDashboard: DashboardContribution = {
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
