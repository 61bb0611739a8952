/**
 * Leave: the school's leave types (with the roles each applies to), leave requests with one
 * row per counted working day (its portion and whether it is without pay), and the opening
 * balance of a person for a type and session year (allocation and what was carried forward).
 * What was taken is never stored twice: it is the sum of the approved days. A request is for
 * a staff member (staff_user_id) or for a student (student_id, applied by a guardian), never
 * both. Owned by lib/api/modules/leave (DOMAIN.md "Daily operations").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { sessionYearFk } from './academics';
import { roles } from './identity';
import { students } from './people';
import { schools } from './platform';
import { userFk } from './keys';

const studentFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({ columns: [t.schoolId, column], foreignColumns: [students.schoolId, students.id] });
/** Days in halves: 0.5 steps, exact in numeric(6,1). */
const days = (name: string) => numeric(name, { precision: 6, scale: 1, mode: 'number' });

export const leaveTypes = pgTable(
  'leave_types',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    isPaid: boolean('is_paid').notNull().default(true),
    /** Days allocated per session year. */
    allocatedDays: days('allocated_days').notNull(),
    /** At most this many unused days move into the next session year (0: none). */
    carryForwardCap: days('carry_forward_cap').notNull().default(0),
    allowHalfDay: boolean('allow_half_day').notNull().default(true),
    /** A request of more than this many days needs an attachment (null: never). */
    attachmentAfterDays: integer('attachment_after_days'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    unique('leave_types_school_name_unique').on(t.schoolId, t.name),
    unique('leave_types_school_code_unique').on(t.schoolId, t.code),
    check('leave_types_allocation', sql`${t.allocatedDays} >= 0 and ${t.carryForwardCap} >= 0`),
  ],
);

/** The roles a leave type applies to (Guardian: leave of a student, applied by a guardian). */
export const leaveTypeRoles = pgTable(
  'leave_type_roles',
  {
    schoolId: integer('school_id').notNull(),
    leaveTypeId: integer('leave_type_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.leaveTypeId, t.roleId] }),
    foreignKey({
      columns: [t.schoolId, t.leaveTypeId],
      foreignColumns: [leaveTypes.schoolId, leaveTypes.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.roleId], foreignColumns: [roles.schoolId, roles.id] }),
  ],
);

export const leaveRequests = pgTable(
  'leave_requests',
  {
    ...tenantColumns(),
    sessionYearId: integer('session_year_id').notNull(),
    leaveTypeId: integer('leave_type_id').notNull(),
    /** Who applied: the staff member, or the guardian of the student. */
    applicantUserId: integer('applicant_user_id').notNull(),
    staffUserId: integer('staff_user_id'),
    studentId: integer('student_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** Working days counted (halves 0.5) and how many of them are without pay. */
    days: days('days').notNull(),
    withoutPayDays: days('without_pay_days').notNull().default(0),
    reason: text('reason').notNull(),
    attachment: text('attachment'),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    decidedByUserId: integer('decided_by_user_id'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    sessionYearFk(t, t.sessionYearId),
    foreignKey({
      columns: [t.schoolId, t.leaveTypeId],
      foreignColumns: [leaveTypes.schoolId, leaveTypes.id],
    }),
    userFk(t, t.applicantUserId),
    userFk(t, t.staffUserId),
    userFk(t, t.decidedByUserId),
    studentFk(t, t.studentId),
    check('leave_requests_one_person', sql`(${t.staffUserId} is null) <> (${t.studentId} is null)`),
    check('leave_requests_range', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'leave_requests_status',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    check(
      'leave_requests_days',
      sql`${t.days} > 0 and ${t.withoutPayDays} between 0 and ${t.days}`,
    ),
    index('leave_requests_staff').on(t.schoolId, t.staffUserId),
    index('leave_requests_student').on(t.schoolId, t.studentId),
    index('leave_requests_status').on(t.schoolId, t.status, t.startDate),
  ],
);

/** The working days of a request (weekly offs and holidays are not stored). */
export const leaveRequestDays = pgTable(
  'leave_request_days',
  {
    schoolId: integer('school_id').notNull(),
    leaveRequestId: integer('leave_request_id').notNull(),
    date: date('date').notNull(),
    portion: text('portion', { enum: ['full', 'first_half', 'second_half'] }).notNull(),
    /** The part of this day beyond the balance (0, 0.5 or 1). */
    withoutPayDays: numeric('without_pay_days', { precision: 2, scale: 1, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.leaveRequestId, t.date] }),
    foreignKey({
      columns: [t.schoolId, t.leaveRequestId],
      foreignColumns: [leaveRequests.schoolId, leaveRequests.id],
    }).onDelete('cascade'),
    check('leave_request_days_portion', sql`${t.portion} in ('full', 'first_half', 'second_half')`),
    index('leave_request_days_date').on(t.schoolId, t.date),
  ],
);

/**
 * A person's opening balance of a leave type in a session year, fixed when they first apply:
 * the type's allocation then, and what the previous session year carried forward (capped).
 */
export const leaveBalances = pgTable(
  'leave_balances',
  {
    ...tenantColumns(),
    sessionYearId: integer('session_year_id').notNull(),
    leaveTypeId: integer('leave_type_id').notNull(),
    staffUserId: integer('staff_user_id'),
    studentId: integer('student_id'),
    allocatedDays: days('allocated_days').notNull(),
    carriedForwardDays: days('carried_forward_days').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    sessionYearFk(t, t.sessionYearId),
    foreignKey({
      columns: [t.schoolId, t.leaveTypeId],
      foreignColumns: [leaveTypes.schoolId, leaveTypes.id],
    }),
    userFk(t, t.staffUserId),
    studentFk(t, t.studentId),
    check('leave_balances_one_person', sql`(${t.staffUserId} is null) <> (${t.studentId} is null)`),
    unique('leave_balances_person_unique')
      .on(t.schoolId, t.sessionYearId, t.leaveTypeId, t.staffUserId, t.studentId)
      .nullsNotDistinct(),
  ],
);
