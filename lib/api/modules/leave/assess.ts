/**
 * What a leave would be, before it is filed: whose it is (the caller, or their child), its
 * type (one that applies to them), the days it counts over the school's calendar, the balance
 * and which days would be without pay. The apply form's live figures and the application
 * itself both come from here, so the form shows exactly what filing would store.
 */
import type { Executor } from '../../../db/client';
import { daysBetween, type IsoDate } from '../../../calendar/dates';
import { holdsStaffRole, GUARDIAN_ROLE } from '../../../permissions/catalogue';
import type { SchoolUser } from '../../http/context';
import { ApiError, validationFailed } from '../../http/errors';
import { defaultSessionSpan, type SessionSpan } from '../academics';
import { schoolCalendar } from '../attendance';
import { roleIdsByNames } from '../identity';
import { activeChildren } from './people';
import { currentBalance, type Person } from './balances';
import { leaveTypeQueries, type LeaveTypeRow } from './leave-types';
import { countedDays, leaveDays, withoutPayByDay, type LeaveDay } from './rules';
import { MAX_LEAVE_SPAN_DAYS } from './schemas';
import type { DayPortion } from '../../../db/schema/leave-values';
import { apiMessage } from '../../http/messages';

export type LeaveInput = {
  leave_type_id: number;
  student_id: number | null;
  start_date?: IsoDate;
  end_date?: IsoDate;
  portions: Record<IsoDate, DayPortion>;
};

export type Assessment = {
  person: Person;
  personName: string;
  type: LeaveTypeRow;
  session: SessionSpan;
  days: (LeaveDay & { without_pay: number })[];
  counted: number;
  withoutPay: number;
  balance: Awaited<ReturnType<typeof currentBalance>>;
};

/** The caller's own leave, or a leave of one of their children. */
async function whoseLeave(tx: Executor, caller: SchoolUser, studentId: number | null) {
  const schoolId = caller.school.id;
  if (studentId !== null) {
    const child = (await activeChildren(tx, schoolId, caller.userId)).find(
      (c) => c.id === studentId,
    );
    if (!child) throw validationFailed({ student_id: apiMessage('leave.chooseYourChild') });
    return { person: { kind: 'student', studentId } as Person, name: child.name };
  }
  if (!holdsStaffRole(caller.roles))
    throw validationFailed({ student_id: apiMessage('leave.chooseChild') });
  return {
    person: { kind: 'staff', userId: caller.userId } as Person,
    name: caller.profile.fullName,
  };
}

/** The type, if it applies to this person: a child's leave needs a Guardian type, staff their role's. */
async function applicableType(
  tx: Executor,
  caller: SchoolUser,
  person: Person,
  leaveTypeId: number,
): Promise<LeaveTypeRow> {
  const type = await leaveTypeQueries.get(tx, caller.school.id, leaveTypeId);
  if (!type) throw validationFailed({ leave_type_id: apiMessage('leave.typeOfSchool') });
  const roleNames =
    person.kind === 'student' ? [GUARDIAN_ROLE] : caller.roles.filter((r) => r !== GUARDIAN_ROLE);
  const ids = await roleIdsByNames(tx, caller.school.id, roleNames);
  if (!ids.some((id) => type.role_ids.includes(id)))
    throw validationFailed({
      leave_type_id:
        person.kind === 'student'
          ? apiMessage('leave.notForStudents', { type: type.name })
          : apiMessage('leave.notForRole', { type: type.name }),
    });
  return type;
}

function checkRange(input: LeaveInput, session: SessionSpan, type: LeaveTypeRow) {
  const { start_date: start, end_date: end } = input;
  if (!start || !end) return;
  const outside = apiMessage('leave.outsideSession', {
    session: session.name,
    start: session.startDate,
    end: session.endDate,
  });
  if (start < session.startDate || start > session.endDate)
    throw validationFailed({ start_date: outside });
  if (end > session.endDate) throw validationFailed({ end_date: outside });
  if (daysBetween(start, end) >= MAX_LEAVE_SPAN_DAYS)
    throw validationFailed({
      end_date: apiMessage('leave.maxSpan', { days: String(MAX_LEAVE_SPAN_DAYS) }),
    });
  const halves = Object.entries(input.portions).filter(([, p]) => p !== 'full');
  if (halves.length && !type.allow_half_day)
    throw validationFailed({ portions: apiMessage('leave.noHalfDays', { type: type.name }) });
  const outsideRange = Object.keys(input.portions).find((d) => d < start || d > end);
  if (outsideRange)
    throw validationFailed({ portions: apiMessage('leave.dayOutside', { day: outsideRange }) });
}

export async function assessLeave(
  tx: Executor,
  caller: SchoolUser,
  input: LeaveInput,
  options: { keepOpening?: boolean } = {},
): Promise<Assessment> {
  const schoolId = caller.school.id;
  const { person, name } = await whoseLeave(tx, caller, input.student_id);
  const type = await applicableType(tx, caller, person, input.leave_type_id);
  const session = await defaultSessionSpan(tx, schoolId);
  if (!session) throw new ApiError('conflict', apiMessage('leave.noDefaultSession'));
  checkRange(input, session, type);
  const balance = await currentBalance(tx, schoolId, session, type, person, {
    keep: options.keepOpening,
  });
  let days: LeaveDay[] = [];
  if (input.start_date && input.end_date) {
    const calendar = await schoolCalendar(tx, schoolId, input.start_date, input.end_date);
    days = leaveDays(input.start_date, input.end_date, input.portions, calendar);
  }
  // Pending requests will use the balance first if they are approved.
  const unpaid = withoutPayByDay(
    days.map((d) => d.amount),
    balance.remaining - balance.pending,
    type.is_paid,
  );
  const priced = days.map((d, i) => {
    const without_pay = unpaid[i];
    if (without_pay === undefined) throw new Error('withoutPayByDay gives one amount per day');
    return { ...d, without_pay };
  });
  return {
    person,
    personName: name,
    type,
    session,
    days: priced,
    counted: countedDays(days),
    withoutPay: unpaid.reduce((a, b) => a + b, 0),
    balance,
  };
}

/** The assessment as the API answers it (GET /api/leave-balance). */
export function assessmentBody(a: Assessment) {
  return {
    person: a.personName,
    leave_type: { id: a.type.id, name: a.type.name, is_paid: a.type.is_paid },
    allow_half_day: a.type.allow_half_day,
    attachment_after_days: a.type.attachment_after_days,
    session_year: { id: a.session.id, name: a.session.name },
    balance: {
      allocated: a.balance.allocated,
      carried_forward: a.balance.carriedForward,
      taken: a.balance.taken,
      without_pay: a.balance.withoutPay,
      pending: a.balance.pending,
      remaining: a.balance.remaining,
    },
    days: a.days.map((d) => ({
      date: d.date,
      off: d.off,
      portion: d.portion,
      counted: d.amount,
      without_pay: d.without_pay,
    })),
    counted: a.counted,
    without_pay: a.withoutPay,
  };
}
