/**
 * The leave report (GET /api/leave-report): one row per person and leave type the type applies
 * to — every staff member holding a role it names, every student when it names Guardian — for
 * a month: allocated, carried forward, taken, without pay, remaining. Someone who never applied
 * shows the opening they would get (balances.ts: the allocation, and what earlier years carry
 * forward); someone who applied shows their stored opening, even if the type no longer names
 * their role. Nobody who joined after the month or left before it. One query: the people are
 * generated rows joined to their balance; what was taken is summed per row on the page.
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  leaveBalances,
  leaveRequestDays,
  leaveRequests,
  leaveTypeRoles,
  leaveTypes,
} from '../../../db/schema/leave';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';
import { likePattern, listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import type { ListDefinition } from '../../http/resource';
import type { SessionSpan } from '../academics';
import { academicViews } from '../academics';
import { roleNamesView, staffRoleHoldersView } from '../identity';
import { staffMembersView as staffMembers, studentMembers } from '../people';
import { inScope, type ApproverScope } from './scope';

const qb = new QueryBuilder();
const holders = staffRoleHoldersView;
const classSectionNames = academicViews.classSections;

/** (school, type, staff member) once, whichever of the type's roles they hold. */
const staffPairs = qb
  .selectDistinct({
    schoolId: leaveTypeRoles.schoolId,
    leaveTypeId: leaveTypeRoles.leaveTypeId,
    userId: holders.userId,
  })
  .from(leaveTypeRoles)
  .innerJoin(
    holders,
    and(eq(holders.schoolId, leaveTypeRoles.schoolId), eq(holders.roleId, leaveTypeRoles.roleId)),
  )
  .as('staff_pairs');

/** The types naming the Guardian role: leave of a student. */
const studentTypes = qb
  .select({ schoolId: leaveTypeRoles.schoolId, leaveTypeId: leaveTypeRoles.leaveTypeId })
  .from(leaveTypeRoles)
  .innerJoin(
    roleNamesView,
    and(
      eq(roleNamesView.schoolId, leaveTypeRoles.schoolId),
      eq(roleNamesView.id, leaveTypeRoles.roleId),
    ),
  )
  .where(eq(roleNamesView.name, GUARDIAN_ROLE))
  .as('student_types');

/** The balance row `b` (a sub-select alias) is of a type that no longer reaches its person. */
const noLongerApplies = sql`not exists (select 1 from ${staffPairs}
    where ${staffPairs.schoolId} = b.school_id and ${staffPairs.leaveTypeId} = b.leave_type_id
      and ${staffPairs.userId} = b.staff_user_id)
  and not exists (select 1 from ${studentTypes}
    where ${studentTypes.schoolId} = b.school_id and ${studentTypes.leaveTypeId} = b.leave_type_id
      and b.student_id is not null)`;

/**
 * The report's people: staff pairs, students × student types, and those with a balance this
 * session year whom the type no longer reaches (their role changed after they applied).
 */
function reportPeople(sessionYearId: number) {
  const staff = qb
    .select({
      schoolId: staffPairs.schoolId,
      leaveTypeId: staffPairs.leaveTypeId,
      kind: sql<'staff' | 'student'>`'staff'`.as('kind'),
      staffUserId: sql<number | null>`${staffPairs.userId}`.as('staff_user_id'),
      studentId: sql<number | null>`null::int`.as('student_id'),
      personId: sql<number>`${staffPairs.userId}`.as('person_id'),
      person: sql<string>`${staffMembers.name}`.as('person'),
      classSectionId: sql<number | null>`null::int`.as('class_section_id'),
      joinedOn: sql<string>`${staffMembers.joinedOn}`.as('joined_on'),
      leftOn: sql<string | null>`${staffMembers.leftOn}`.as('left_on'),
    })
    .from(staffPairs)
    .innerJoin(
      staffMembers,
      and(
        eq(staffMembers.schoolId, staffPairs.schoolId),
        eq(staffMembers.userId, staffPairs.userId),
      ),
    );
  const students = qb
    .select({
      schoolId: studentTypes.schoolId,
      leaveTypeId: studentTypes.leaveTypeId,
      kind: sql<'staff' | 'student'>`'student'`.as('kind'),
      staffUserId: sql<number | null>`null::int`.as('staff_user_id'),
      studentId: sql<number | null>`${studentMembers.id}`.as('student_id'),
      personId: sql<number>`${studentMembers.id}`.as('person_id'),
      person: sql<string>`${studentMembers.name}`.as('person'),
      classSectionId: sql<number | null>`${studentMembers.classSectionId}`.as('class_section_id'),
      joinedOn: sql<string>`${studentMembers.joinedOn}`.as('joined_on'),
      leftOn: sql<string | null>`${studentMembers.leftOn}`.as('left_on'),
    })
    .from(studentTypes)
    .innerJoin(studentMembers, eq(studentMembers.schoolId, studentTypes.schoolId));
  const formerlyReached = qb
    .select({
      schoolId: sql<number>`b.school_id`.as('school_id'),
      leaveTypeId: sql<number>`b.leave_type_id`.as('leave_type_id'),
      kind: sql<
        'staff' | 'student'
      >`case when b.staff_user_id is null then 'student' else 'staff' end`.as('kind'),
      staffUserId: sql<number | null>`b.staff_user_id`.as('staff_user_id'),
      studentId: sql<number | null>`b.student_id`.as('student_id'),
      personId: sql<number>`coalesce(b.staff_user_id, b.student_id)`.as('person_id'),
      person: sql<string>`coalesce(${staffMembers.name}, ${studentMembers.name})`.as('person'),
      classSectionId: sql<number | null>`${studentMembers.classSectionId}`.as('class_section_id'),
      joinedOn: sql<string>`coalesce(${staffMembers.joinedOn}, ${studentMembers.joinedOn})`.as(
        'joined_on',
      ),
      leftOn: sql<string | null>`coalesce(${staffMembers.leftOn}, ${studentMembers.leftOn})`.as(
        'left_on',
      ),
    })
    .from(sql`${leaveBalances} b`)
    .leftJoin(
      staffMembers,
      sql`${staffMembers.schoolId} = b.school_id and ${staffMembers.userId} = b.staff_user_id`,
    )
    .leftJoin(
      studentMembers,
      sql`${studentMembers.schoolId} = b.school_id and ${studentMembers.id} = b.student_id`,
    )
    .where(sql`b.session_year_id = ${sessionYearId} and ${noLongerApplies}`);
  return staff.unionAll(students).unionAll(formerlyReached).as('report_people');
}

export type LeaveReportRow = {
  id: number;
  kind: 'staff' | 'student';
  person: string;
  class_section: string | null;
  leave_type: string;
  allocated: number;
  carried_forward: number;
  taken_in_month: number;
  without_pay_in_month: number;
  taken_to_month_end: number;
  remaining: number;
};

export const leaveReportQuery = listQuery(['person', 'leave_type', 'remaining', 'id'], {
  month: z
    .string({ error: 'The month must be written YYYY-MM.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written YYYY-MM.')
    .optional(),
  kind: z.enum(['staff', 'student'], { error: 'The kind must be staff or student.' }).optional(),
  leave_type_id: z.coerce
    .number({ error: 'Choose a leave type.' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
});
export type LeaveReportParams = z.output<typeof leaveReportQuery>;

/**
 * The report_people columns, always written with the alias: Drizzle writes a sub-query's
 * expression columns bare, which inside the correlated sub-selects below would resolve to the
 * sub-select's own table (r.staff_user_id = "staff_user_id" matching every request).
 */
const column = <T>(name: string) =>
  sql<T>`${sql.identifier('report_people')}.${sql.identifier(name)}`;
const at = {
  schoolId: column<number>('school_id'),
  leaveTypeId: column<number>('leave_type_id'),
  kind: column<'staff' | 'student'>('kind'),
  staffUserId: column<number | null>('staff_user_id'),
  studentId: column<number | null>('student_id'),
  personId: column<number>('person_id'),
  person: column<string>('person'),
  classSectionId: column<number | null>('class_section_id'),
  joinedOn: column<string>('joined_on'),
  leftOn: column<string | null>('left_on'),
};
type People = typeof at;

/** `alias`'s person (staff or student) is the row's: either arm can use its index. */
const samePerson = (p: People, alias: string) =>
  sql`(${sql.raw(alias)}.staff_user_id = ${p.staffUserId} or ${sql.raw(alias)}.student_id = ${p.studentId})`;

/** The row's approved days of its type in a session year, summed with `amount` over days matching `when`. */
function approvedDays(p: People, sessionYearId: number, amount: SQL, when: SQL) {
  return sql<number>`coalesce((select sum(${amount})
    from ${leaveRequestDays} d
    join ${leaveRequests} r on r.school_id = d.school_id and r.id = d.leave_request_id
    where r.school_id = ${p.schoolId}
      and r.session_year_id = ${sessionYearId}
      and r.leave_type_id = ${p.leaveTypeId}
      and ${samePerson(p, 'r')}
      and r.status = 'approved' and ${when}), 0)`.mapWith(Number);
}

const dayAmount = sql`case d.portion when 'full' then 1 else 0.5 end`;

/** The row's stored opening `column` (allocated or carried forward days) in a session year. */
function stored(
  p: People,
  sessionYearId: number,
  column: 'allocated_days' | 'carried_forward_days' | 'opening',
) {
  const value =
    column === 'opening'
      ? sql`b2.allocated_days + b2.carried_forward_days`
      : sql`b2.${sql.identifier(column)}`;
  const of = (person: SQL) => sql`(select ${value} from ${leaveBalances} b2
    where b2.school_id = ${p.schoolId} and b2.session_year_id = ${sessionYearId}
      and b2.leave_type_id = ${p.leaveTypeId} and ${person})`;
  // One look-up per kind, each matching the unique key's columns in order (staff, student).
  return sql`case when ${p.kind} = 'staff'
    then ${of(sql`b2.staff_user_id = ${p.staffUserId}`)}
    else ${of(sql`b2.staff_user_id is null and b2.student_id = ${p.studentId}`)} end`;
}

/**
 * What `chain[i]` carries into the session year after it, as balances.ts works it out for
 * someone with no stored opening (carriedOpening): chain[0] is the year before the report's,
 * chain[1] the one before that, and so on (at most balances.ts's limit). A stored opening ends
 * the walk; a year the person was not yet part of the school carries nothing.
 */
function carriedInto(p: People, chain: readonly SessionSpan[], i = 0): SQL {
  const year = chain[i];
  if (!year) return sql`0`;
  const paid = sql`coalesce((select sum(r.days - r.without_pay_days)
    from ${leaveRequests} r
    where r.school_id = ${p.schoolId} and r.session_year_id = ${year.id}
      and r.leave_type_id = ${p.leaveTypeId} and ${samePerson(p, 'r')}
      and r.status = 'approved'), 0)`;
  const opening = sql`coalesce(${stored(p, year.id, 'opening')}, ${leaveTypes.allocatedDays} + ${carriedInto(p, chain, i + 1)})`;
  return sql`case when ${p.joinedOn} <= ${year.endDate}
    then least(${leaveTypes.carryForwardCap}, greatest(0, ${opening} - ${paid})) else 0 end`;
}

/**
 * The report for `session` and `month`; `earlier` are the session years before it, latest
 * first (balances.ts previousSessionSpans), for the openings nobody stored yet.
 */
export function leaveReport(
  scope: ApproverScope,
  session: { id: number; earlier: readonly SessionSpan[] },
  month: { first: string; last: string },
): ListDefinition<LeaveReportRow, LeaveReportParams> {
  const rows = reportPeople(session.id);
  const p = at;
  const inMonth = sql`d.date between ${month.first} and ${month.last}`;
  const toMonthEnd = sql`d.date <= ${month.last}`;
  const days = (amount: SQL, when: SQL) => approvedDays(p, session.id, amount, when);
  // The stored opening, else the one balances.ts would work out. Read per row like the days
  // taken, so a page by person or type reads them for its rows only.
  const allocated = sql<number>`coalesce(${stored(p, session.id, 'allocated_days')},
    ${leaveTypes.allocatedDays})`;
  const carried = sql<number>`coalesce(${stored(p, session.id, 'carried_forward_days')},
    case when ${leaveTypes.carryForwardCap} <= 0 then 0 else ${carriedInto(p, session.earlier)} end)`;
  const paidToMonthEnd = days(sql`${dayAmount} - d.without_pay_days`, toMonthEnd);
  const remaining = sql<number>`greatest(0, ${allocated} + ${carried} - ${paidToMonthEnd})`.mapWith(
    Number,
  );
  // Unique per row and stable: the type, staff or student, and the person's id in one number
  // (exact while leave type ids stay below 2^21).
  const id = sql<number>`((${p.leaveTypeId}::bigint * 2
    + case when ${p.kind} = 'student' then 1 else 0 end) * 2147483648 + ${p.personId})`.mapWith(
    Number,
  );
  return {
    query: leaveReportQuery,
    queries: queriesOf<LeaveReportRow, LeaveReportParams>({
      select: (db) =>
        db
          .select({
            id,
            kind: p.kind,
            person: p.person,
            class_section: sql<
              string | null
            >`(select ${classSectionNames.name} from ${classSectionNames}
              where ${classSectionNames.schoolId} = ${p.schoolId} and ${classSectionNames.id} = ${p.classSectionId})`,
            leave_type: leaveTypes.name,
            allocated: allocated.mapWith(Number),
            carried_forward: carried.mapWith(Number),
            taken_in_month: days(dayAmount, inMonth),
            without_pay_in_month: days(sql`d.without_pay_days`, inMonth),
            taken_to_month_end: days(dayAmount, toMonthEnd),
            remaining,
          })
          .from(rows)
          .innerJoin(
            leaveTypes,
            and(eq(leaveTypes.schoolId, p.schoolId), eq(leaveTypes.id, p.leaveTypeId)),
          ),
      schoolId: rows.schoolId,
      id,
      search: (term) => ilike(p.person, likePattern(term)),
      sort: { person: p.person, leave_type: leaveTypes.name, remaining, id },
      defaultSort: 'person',
      filters: (q) => [
        sql`${p.joinedOn} <= ${month.last}`,
        or(sql`${p.leftOn} is null`, sql`${p.leftOn} >= ${month.first}`),
        q.kind ? eq(p.kind, q.kind) : undefined,
        q.leave_type_id ? eq(p.leaveTypeId, q.leave_type_id) : undefined,
        inScope(scope, p.classSectionId),
      ],
    }),
    csv: {
      fileName: `leave-report-${month.first.slice(0, 7)}.csv`,
      columns: [
        { header: 'Person', value: (r) => r.person },
        { header: 'Class-section', value: (r) => r.class_section ?? '' },
        { header: 'Leave type', value: (r) => r.leave_type },
        { header: 'Allocated', value: (r) => r.allocated },
        { header: 'Carried forward', value: (r) => r.carried_forward },
        { header: 'Taken this month', value: (r) => r.taken_in_month },
        { header: 'Without pay this month', value: (r) => r.without_pay_in_month },
        { header: 'Taken to month end', value: (r) => r.taken_to_month_end },
        { header: 'Remaining', value: (r) => r.remaining },
      ],
    },
  };
}
