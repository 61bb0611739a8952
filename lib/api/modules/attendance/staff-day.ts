/**
 * The staff's day (School Admin): every active staff member with their mark — an approved
 * leave already there as on leave (written by markOnLeave), present by default otherwise —
 * and saving the whole day in one transaction, refused on the same days as students' days.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { staffAttendance } from '../../../db/schema/attendance';
import type { IsoDate } from '../../../calendar';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { validationFailed, type FieldErrors } from '../../http/errors';
import { activeStaffMembers, type StaffMember } from '../identity';
import { apiMessage } from '../../http/messages';
import { countStatuses } from './rules';
import { savedCounts } from './saved-counts';
import { type AttendanceStatus, type StaffDayBody } from './schemas';
import { dayFacts, sessionToMark } from './student-day';

type Mark = {
  user_id: number;
  status: AttendanceStatus;
  remark: string | null;
  without_pay: boolean;
};

async function staffMarksOn(db: Executor, schoolId: number, date: IsoDate, userIds?: number[]) {
  if (userIds && !userIds.length) return new Map<number, Mark>();
  const rows = await db
    .select({
      user_id: staffAttendance.userId,
      status: staffAttendance.status,
      remark: staffAttendance.remark,
      without_pay: staffAttendance.withoutPay,
    })
    .from(staffAttendance)
    .where(
      and(
        eq(staffAttendance.schoolId, schoolId),
        eq(staffAttendance.date, date),
        userIds ? inArray(staffAttendance.userId, userIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.user_id, r]));
}

export async function readStaffDay(db: Executor, caller: SchoolUser, date: IsoDate) {
  const facts = await dayFacts(db, caller, date);
  const staff = await activeStaffMembers(db, caller.school.id);
  const saved = await staffMarksOn(db, caller.school.id, date);
  return {
    date,
    today: facts.today,
    session_year: facts.session,
    day: { kind: facts.kind, holiday: facts.holiday, problem: facts.problem },
    saved: staff.some((s) => saved.has(s.id)),
    marks: staff.map((s) => {
      const mark = saved.get(s.id);
      return {
        user_id: s.id,
        name: s.name,
        roles: s.roles,
        status: mark?.status ?? ('present' as AttendanceStatus),
        remark: mark?.remark ?? null,
        without_pay: mark?.without_pay ?? false,
        saved: Boolean(mark),
      };
    }),
  };
}

function staffErrors(marks: StaffDayBody['marks'], staff: StaffMember[]): FieldErrors {
  const errors: FieldErrors = {};
  const known = new Set(staff.map((s) => s.id));
  marks.forEach((m, i) => {
    if (!known.has(m.user_id))
      errors[`marks.${i}.user_id`] = 'This is not an active staff member of the school.';
  });
  const marked = new Set(marks.map((m) => m.user_id));
  const missing = staff.filter((s) => !marked.has(s.id));
  if (missing.length)
    errors.marks = `A day is saved whole: ${missing.length} staff member(s) are not marked (${missing
      .slice(0, 3)
      .map((s) => s.name)
      .join(', ')}${missing.length > 3 ? ', …' : ''}). Reload and try again.`;
  return errors;
}

const described = (m: { status: string; remark: string | null }) =>
  m.remark ? `${m.status} (${m.remark})` : m.status;

export async function saveStaffDay(
  db: Database,
  caller: SchoolUser,
  body: StaffDayBody,
  audit: AuditRecorder,
) {
  const schoolId = caller.school.id;
  const session = await sessionToMark(db, caller, body.date);
  const summary = await db.transaction(async (tx) => {
    const staff = await activeStaffMembers(tx, schoolId);
    const errors = staffErrors(body.marks, staff);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const before = await staffMarksOn(tx, schoolId, body.date);
    await tx
      .insert(staffAttendance)
      .values(
        body.marks.map((m) => ({
          schoolId,
          userId: m.user_id,
          date: body.date,
          sessionYearId: session.id,
          status: m.status,
          remark: m.remark,
          markedBy: caller.userId,
        })),
      )
      .onConflictDoUpdate({
        target: [staffAttendance.schoolId, staffAttendance.userId, staffAttendance.date],
        set: {
          status: sql`excluded.status`,
          remark: sql`excluded.remark`,
          // A day still on leave keeps its pay flag (set by the leave); any other status clears it.
          withoutPay: sql`case when excluded.status in ('on_leave', 'half_day') then ${staffAttendance.withoutPay} else false end`,
          markedBy: sql`excluded.marked_by`,
          updatedAt: sql`now()`,
        },
      });
    const names = new Map(staff.map((s) => [s.id, s.name]));
    const changed = body.marks.filter((m) => {
      const old = before.get(m.user_id);
      return !old || described(old) !== described(m);
    });
    const entry = (m: { status: string; remark: string | null } | undefined, id: number) => [
      names.get(id) ?? `#${id}`,
      m && described(m),
    ];
    await audit(tx, {
      action: before.size ? 'update' : 'create',
      entity: 'staff-attendance',
      entityId: null,
      before: before.size
        ? Object.fromEntries(changed.map((m) => entry(before.get(m.user_id), m.user_id)))
        : undefined,
      after: {
        ...(before.size ? {} : { date: body.date }),
        ...Object.fromEntries(changed.map((m) => entry(m, m.user_id))),
      },
    });
    return countStatuses(body.marks.map((m) => m.status));
  });
  return {
    data: await readStaffDay(db, caller, body.date),
    message: apiMessage('done.staffAttendanceSaved', {
      date: body.date,
      counts: await savedCounts(summary),
    }),
  };
}
