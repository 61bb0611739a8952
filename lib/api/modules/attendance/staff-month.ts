/**
 * Staff attendance by month: the grid of every staff member (a School Admin) or of oneself
 * (any other staff member), with totals — present, absent, late, half, leave, without pay —
 * and %, and a staff member's own day and month for /teacher/attendance.
 */
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { staffAttendance } from '../../../db/schema/attendance';
import { monthOf, todayIn } from '../../../calendar';
import type { SchoolUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import { holdsStaffRole } from '../../../permissions/catalogue';
import { schoolCalendar } from '../calendar';
import { activeStaffMembers, type StaffMember } from '../identity';
import { isSchoolAdmin } from './access';
import { gridCsv, gridRows, monthDays, monthRange, type GridLegend } from './month-grid';
import { STATUS_COUNTS_AS } from './rules';
import { ATTENDANCE_STATUSES, STATUS_CODES, STATUS_LABELS, type AttendanceStatus } from './schemas';
import { dayFacts } from './student-day';
import { apiMessage } from '../../http/messages';

function mustBeStaff(caller: SchoolUser) {
  if (!holdsStaffRole(caller.roles)) throw forbidden(apiMessage('attendance.staffOnly'));
}

/** Staff marks keep the five original statuses, counted as the seeded codes are. */
const STAFF_LEGEND: GridLegend<AttendanceStatus> = ATTENDANCE_STATUSES.map((s) => ({
  key: s,
  label: STATUS_LABELS[s],
  code: STATUS_CODES[s],
  countsAs: STATUS_COUNTS_AS[s],
}));

/** Whose rows a caller sees: every staff member for a School Admin, else their own. */
export const staffScope = (caller: SchoolUser) => (isSchoolAdmin(caller) ? 'everyone' : 'self');

export async function staffMonth(
  db: Executor,
  caller: SchoolUser,
  month: string,
  scope: 'everyone' | 'self',
) {
  mustBeStaff(caller);
  const schoolId = caller.school.id;
  const everyone = scope === 'everyone';
  const { first, last } = monthRange(month);
  const calendar = await schoolCalendar(db, schoolId, first, last);
  const staff: StaffMember[] = await activeStaffMembers(
    db,
    schoolId,
    everyone ? undefined : [caller.userId],
  );
  const marks = await db
    .select({
      personId: staffAttendance.userId,
      date: staffAttendance.date,
      value: staffAttendance.status,
      withoutPay: staffAttendance.withoutPay,
    })
    .from(staffAttendance)
    .where(
      and(
        eq(staffAttendance.schoolId, schoolId),
        between(staffAttendance.date, first, last),
        everyone ? undefined : inArray(staffAttendance.userId, [caller.userId]),
      ),
    );
  const grid = gridRows(staff, marks, STAFF_LEGEND);
  return {
    month,
    everyone,
    days: monthDays(month, calendar),
    staff: grid.rows,
    totals: { counts: grid.counts, percent: grid.percent },
  };
}

export function staffMonthCsv(month: Awaited<ReturnType<typeof staffMonth>>): Response {
  return gridCsv(
    `staff-attendance-${month.month}.csv`,
    [
      { header: 'Name', value: (r) => r.name },
      { header: 'Roles', value: (r) => r.roles.join('; ') },
    ],
    month.days,
    month.staff,
    STAFF_LEGEND,
    true,
  );
}

/** The caller's own status today and their month so far: the Teacher's landing page. */
export async function myStaffAttendance(db: Executor, caller: SchoolUser) {
  mustBeStaff(caller);
  const today = todayIn(caller.format.timeZone);
  const facts = await dayFacts(db, caller, today);
  const month = await staffMonth(db, caller, monthOf(today), 'self');
  const own = month.staff[0];
  return {
    today,
    day: { kind: facts.kind, holiday: facts.holiday },
    status: own?.marks[today] ?? null,
    month: {
      month: month.month,
      days: month.days,
      marks: own?.marks ?? {},
      counts: own?.counts,
      without_pay: own?.without_pay ?? 0,
      percent: own?.percent ?? null,
    },
  };
}
