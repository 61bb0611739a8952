/**
 * Attendance: one row per (school, student, date) and per (school, staff member, date), each
 * with its session year, plus per class-section day totals that keep school-wide figures
 * cheap. Owned by lib/api/modules/attendance.
 *
 * Why the day totals: a school of 50,000 students marks about 1.1 million rows a month. A
 * school-wide month % read from those rows scans all of them; read from the totals (one row per
 * class-section and day, about 1,000 × 22) it reads some twenty thousand. The totals are
 * recomputed from the rows of that class-section and day in the same transaction as every
 * write (lib/api/modules/attendance/totals.ts), so they never drift.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { classSections, sessionYearFk } from './academics';
import { ATTENDANCE_STATUSES } from './attendance-values';
import { students } from './people';
import { userFk } from './keys';

export { ATTENDANCE_STATUSES, type AttendanceStatus } from './attendance-values';

const statusCheck = (name: string, column: PgColumn) =>
  check(name, sql`${column} in ('present', 'absent', 'late', 'half_day', 'on_leave')`);

const classSectionFk = (t: { schoolId: PgColumn; classSectionId: PgColumn }) =>
  foreignKey({
    columns: [t.schoolId, t.classSectionId],
    foreignColumns: [classSections.schoolId, classSections.id],
  });

export const studentAttendance = pgTable(
  'student_attendance',
  {
    schoolId: integer('school_id').notNull(),
    studentId: integer('student_id').notNull(),
    date: date('date').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    /** The class-section the student was marked in that day (a later transfer keeps it). */
    classSectionId: integer('class_section_id').notNull(),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    remark: text('remark'),
    markedBy: integer('marked_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One mark per student and day; also a student's own history in date order.
    primaryKey({ columns: [t.schoolId, t.studentId, t.date] }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    sessionYearFk(t, t.sessionYearId),
    classSectionFk(t),
    userFk(t, t.markedBy),
    statusCheck('student_attendance_status', t.status),
    // A class-section's day and its month grid.
    index('student_attendance_class_day').on(t.schoolId, t.classSectionId, t.date),
  ],
);

/** Marks per class-section and day, recomputed from student_attendance on every write. */
export const studentAttendanceTotals = pgTable(
  'student_attendance_totals',
  {
    schoolId: integer('school_id').notNull(),
    date: date('date').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    marked: integer('marked').notNull(),
    present: integer('present').notNull(),
    absent: integer('absent').notNull(),
    late: integer('late').notNull(),
    halfDay: integer('half_day').notNull(),
    onLeave: integer('on_leave').notNull(),
  },
  (t) => [
    // Date before class-section: a school's month is one contiguous range of the key.
    primaryKey({ columns: [t.schoolId, t.date, t.classSectionId] }),
    sessionYearFk(t, t.sessionYearId),
    classSectionFk(t),
  ],
);

export const staffAttendance = pgTable(
  'staff_attendance',
  {
    schoolId: integer('school_id').notNull(),
    userId: integer('user_id').notNull(),
    date: date('date').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    /** Leave beyond the balance (set by an approved leave): payroll deducts these days. */
    withoutPay: boolean('without_pay').notNull().default(false),
    remark: text('remark'),
    markedBy: integer('marked_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.userId, t.date] }),
    userFk(t, t.userId),
    userFk(t, t.markedBy),
    sessionYearFk(t, t.sessionYearId),
    statusCheck('staff_attendance_status', t.status),
    // The whole staff on one day (marking, today's %) and a month of the school.
    index('staff_attendance_school_day').on(t.schoolId, t.date),
  ],
);
