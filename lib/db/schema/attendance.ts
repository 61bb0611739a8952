/**
 * Attendance: the school's own attendance codes, one row per (school, student, date) carrying
 * one of them and one per (school, staff member, date) carrying a fixed status, each with its
 * session year, plus per class-section day totals that keep school-wide figures cheap. Owned
 * by lib/api/modules/attendance.
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
  unique,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { classSections, sessionYearFk } from './academics';
import { ATTENDANCE_STATUSES, COUNTS_AS, DAILY_RULES } from './attendance-values';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { students } from './people';
import { belongsToSchool, userFk } from './keys';
import { bellPeriods } from './timetable';

export {
  ATTENDANCE_STATUSES,
  COUNTS_AS,
  DAILY_RULES,
  type AttendanceStatus,
  type CountsAs,
  type DailyRule,
} from './attendance-values';

/**
 * The codes a school marks students with (Present, Absent, Excused, School trip...), each with a
 * short code and colour for the grids and what it counts as in the percentage. The five original
 * statuses are every school's `builtin` codes (seeded by the migration and at school creation):
 * approved leave writes the `on_leave` one. A code in use is deactivated, never deleted.
 */
export const attendanceCodes = pgTable(
  'attendance_codes',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    colour: text('colour').notNull(),
    countsAs: text('counts_as', { enum: COUNTS_AS }).notNull(),
    active: boolean('active').notNull().default(true),
    /** The original status this code stands for (the five seeded ones), null for the school's own. */
    builtin: text('builtin', { enum: ATTENDANCE_STATUSES }),
    /** Order in the register's tap cycle and the grids' legend. */
    position: integer('position').notNull().default(100),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('attendance_codes_school_name_unique').on(t.schoolId, t.name),
    unique('attendance_codes_school_code_unique').on(t.schoolId, t.code),
    unique('attendance_codes_school_builtin_unique').on(t.schoolId, t.builtin),
    check(
      'attendance_codes_counts_as',
      sql`${t.countsAs} in ('present', 'absent', 'half', 'excluded')`,
    ),
  ],
);

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
    /** The school's attendance code (attendance_codes). */
    codeId: integer('code_id').notNull(),
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
    foreignKey({
      columns: [t.schoolId, t.codeId],
      foreignColumns: [attendanceCodes.schoolId, attendanceCodes.id],
    }),
    // Whether a code is in use (it may then be deactivated, not deleted).
    index('student_attendance_code').on(t.schoolId, t.codeId),
    // A class-section's day and its month grid.
    index('student_attendance_class_day').on(t.schoolId, t.classSectionId, t.date),
  ],
);

/**
 * Marks per class-section and day by what their code counts as, recomputed from
 * student_attendance on every write (and for the whole school when a code's `counts_as` changes).
 */
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
    half: integer('half').notNull(),
    excluded: integer('excluded').notNull(),
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

/**
 * One row per school that has chosen (absent: the defaults): whether teachers take attendance
 * by period, and the rule that derives the day's mark from the periods taken.
 */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    schoolId: integer('school_id').primaryKey(),
    byPeriod: boolean('by_period').notNull().default(false),
    dailyRule: text('daily_rule', { enum: DAILY_RULES }).notNull().default('first_period'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    belongsToSchool(t),
    check('attendance_settings_daily_rule', sql`${t.dailyRule} in ('first_period', 'majority')`),
  ],
);

/**
 * A student's mark in one period of a date (attendance by period): the lesson's teacher, or
 * the substitute covering it, takes it; the day's mark in student_attendance is derived from
 * these in the same transaction, so every report keeps reading the day.
 */
export const periodAttendance = pgTable(
  'period_attendance',
  {
    schoolId: integer('school_id').notNull(),
    date: date('date').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    /** The bell period (timetable's bell_periods) the lesson was held in. */
    periodId: integer('period_id').notNull(),
    studentId: integer('student_id').notNull(),
    codeId: integer('code_id').notNull(),
    remark: text('remark'),
    markedBy: integer('marked_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A period's register is one contiguous range of the key.
    primaryKey({ columns: [t.schoolId, t.date, t.classSectionId, t.periodId, t.studentId] }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    classSectionFk(t),
    foreignKey({
      columns: [t.schoolId, t.periodId],
      foreignColumns: [bellPeriods.schoolId, bellPeriods.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.codeId],
      foreignColumns: [attendanceCodes.schoolId, attendanceCodes.id],
    }),
    userFk(t, t.markedBy),
    // A student's periods of a day (the day's mark is derived from them); a code in use.
    index('period_attendance_student_day').on(t.schoolId, t.studentId, t.date),
    index('period_attendance_code').on(t.schoolId, t.codeId),
  ],
);
