/**
 * The leave module's part of the demo. Structure: the leave types every school starts with
 * (staff casual, sick and unpaid leave; students' sick and family leave) and `approve-leave`
 * for the Teacher role, so class teachers decide their students' leaves. Life: a handful of
 * requests in the coming weeks, some pending and some approved (approval fills attendance the
 * way the API does), written in a few multi-row statements.
 */
import { eq } from 'drizzle-orm';
import { oneRow } from '../../../db/one-row';
import { addDays } from '../../../calendar/dates';
import { todayIn } from '../../../calendar/zone';
import { workingDays } from '../../../calendar/working-days';
import {
  leaveRequestDays,
  leaveRequests,
  leaveTypeRoles,
  leaveTypes,
} from '../../../db/schema/leave';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import { defaultSessionSpan } from '../academics';
import { markOnLeave, schoolCalendar } from '../attendance';
import { demoEmail } from '../../demo/schools';
import { activeStaffMembers, grantPermissions, roleIdByName, userIdsByEmail } from '../identity';
import { guardianChildIds } from '../people';
import { openingBalance, personColumns, type Person } from './balances';

type TypeSpec = {
  name: string;
  code: string;
  isPaid: boolean;
  allocatedDays: number;
  carryForwardCap: number;
  allowHalfDay: boolean;
  attachmentAfterDays: number | null;
  roles: string[];
};

const STAFF = ['School Admin', 'Teacher', 'Accountant'];
const TYPES: TypeSpec[] = [
  {
    name: 'Casual leave',
    code: 'CL',
    isPaid: true,
    allocatedDays: 12,
    carryForwardCap: 0,
    allowHalfDay: true,
    attachmentAfterDays: null,
    roles: STAFF,
  },
  {
    name: 'Sick leave',
    code: 'SL',
    isPaid: true,
    allocatedDays: 10,
    carryForwardCap: 5,
    allowHalfDay: true,
    attachmentAfterDays: 2,
    roles: STAFF,
  },
  {
    name: 'Leave without pay',
    code: 'LWP',
    isPaid: false,
    allocatedDays: 30,
    carryForwardCap: 0,
    allowHalfDay: false,
    attachmentAfterDays: null,
    roles: STAFF,
  },
  {
    name: 'Student sick leave',
    code: 'SSL',
    isPaid: true,
    allocatedDays: 15,
    carryForwardCap: 0,
    allowHalfDay: true,
    attachmentAfterDays: 3,
    roles: ['Guardian'],
  },
  {
    name: 'Family event',
    code: 'FAM',
    isPaid: true,
    allocatedDays: 5,
    carryForwardCap: 0,
    allowHalfDay: false,
    attachmentAfterDays: null,
    roles: ['Guardian'],
  },
];

async function roleIds(ctx: DemoSeedContext, names: string[]) {
  const ids: number[] = [];
  for (const name of names) {
    const id = await roleIdByName(ctx.tx, ctx.schoolId, name);
    if (id !== undefined) ids.push(id);
  }
  return ids;
}

async function structure(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const made = await tx
    .insert(leaveTypes)
    .values(TYPES.map(({ roles: _roles, ...t }) => ({ schoolId, ...t }))) // eslint-disable-line @typescript-eslint/no-unused-vars -- roles is left out of the row, not used
    .returning({ id: leaveTypes.id, code: leaveTypes.code });
  const rows = [];
  for (const t of TYPES) {
    const id = made.find((m) => m.code === t.code)?.id;
    if (id === undefined) throw new Error(`The leave type ${t.code} was inserted just above`);
    for (const roleId of await roleIds(ctx, t.roles))
      rows.push({ schoolId, leaveTypeId: id, roleId });
  }
  await tx.insert(leaveTypeRoles).values(rows);
  const teacher = await roleIdByName(tx, schoolId, 'Teacher');
  if (teacher !== undefined) await grantPermissions(tx, schoolId, teacher, ['approve-leave']);
}

type DemoLeave = {
  person: Person;
  applicant: number;
  code: string;
  /** Starts on the first working day on or after today + `inDays`. */
  inDays: number;
  /** Working days. */
  length: number;
  reason: string;
  approve: boolean;
};

const personRef = (p: Person) =>
  p.kind === 'staff'
    ? { kind: 'staff' as const, id: p.userId }
    : { kind: 'student' as const, id: p.studentId };

/** Six teachers' leaves (every other one approved) and the demo guardian's two children's. */
async function demoLeaves(ctx: DemoSeedContext): Promise<DemoLeave[]> {
  const { tx, schoolId } = ctx;
  const guardianEmail = demoEmail('guardian', ctx.school);
  const teacherEmail = demoEmail('teacher', ctx.school);
  const ids = await userIdsByEmail(tx, schoolId, [guardianEmail, teacherEmail]);
  // The demo teacher's own calendar stays clear for whoever tries the app with that account.
  const teachers = (await activeStaffMembers(tx, schoolId)).filter(
    (s) => s.roles.includes('Teacher') && s.id !== ids.get(teacherEmail),
  );
  const leaves: DemoLeave[] = teachers.slice(0, 6).map((s, i) => ({
    person: { kind: 'staff', userId: s.id },
    applicant: s.id,
    code: i % 3 === 1 ? 'SL' : 'CL',
    inDays: 3 + i * 4,
    length: 1 + (i % 2),
    reason: i % 3 === 1 ? 'Fever, resting at home' : 'Family matters',
    approve: i % 2 === 0,
  }));
  // A seventh teacher away today (or the next working day), approved: the timetable's demo
  // covers two of their lessons and leaves the rest on the substitutions board.
  const awayToday = teachers[6];
  if (awayToday)
    leaves.push({
      person: { kind: 'staff', userId: awayToday.id },
      applicant: awayToday.id,
      code: 'SL',
      inDays: 0,
      length: 1,
      reason: 'Fever, resting at home',
      approve: true,
    });
  // The School Admin's own day off, waiting for another approver: "My leaves" is never empty.
  leaves.push({
    person: { kind: 'staff', userId: ctx.adminUserId },
    applicant: ctx.adminUserId,
    code: 'CL',
    inDays: 30,
    length: 1,
    reason: 'Graduation of my son',
    approve: false,
  });
  const guardian = ids.get(guardianEmail);
  if (guardian === undefined) return leaves;
  // The first child sits in the demo teacher's class: a request waiting for them.
  for (const [i, studentId] of (await guardianChildIds(tx, schoolId, guardian)).entries())
    leaves.push({
      person: { kind: 'student', studentId },
      applicant: guardian,
      code: i === 0 ? 'FAM' : 'SSL',
      inDays: 6 + i * 5,
      length: 1 + i,
      reason: i === 0 ? "Grandmother's 80th birthday" : 'Recovering from flu',
      approve: i > 0,
    });
  return leaves;
}

async function life(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const session = await defaultSessionSpan(tx, schoolId);
  if (!session) return;
  const types = await tx
    .select({
      id: leaveTypes.id,
      code: leaveTypes.code,
      name: leaveTypes.name,
      allocated_days: leaveTypes.allocatedDays,
      carry_forward_cap: leaveTypes.carryForwardCap,
    })
    .from(leaveTypes)
    .where(eq(leaveTypes.schoolId, schoolId));
  const today = todayIn('UTC');
  const calendar = await schoolCalendar(tx, schoolId, today, addDays(today, 60));
  for (const leave of await demoLeaves(ctx)) {
    const type = types.find((t) => t.code === leave.code);
    if (!type) throw new Error(`The demo leave types include ${leave.code}`);
    const from = addDays(today, leave.inDays);
    const days = workingDays(from, addDays(from, 21), calendar).slice(0, leave.length);
    const [first, last] = [days.at(0), days.at(-1)];
    if (days.length < leave.length || !first || !last || last > session.endDate) continue;
    await openingBalance(tx, schoolId, session, type, leave.person, true);
    const row = oneRow(
      await tx
        .insert(leaveRequests)
        .values({
          schoolId,
          sessionYearId: session.id,
          leaveTypeId: type.id,
          applicantUserId: leave.applicant,
          ...personColumns(leave.person),
          startDate: first,
          endDate: last,
          days: days.length,
          reason: leave.reason,
          status: leave.approve ? 'approved' : 'pending',
          decidedByUserId: leave.approve ? ctx.adminUserId : null,
          decidedAt: leave.approve ? new Date() : null,
        })
        .returning({ id: leaveRequests.id }),
      'inserting one row into leaveRequests',
    );
    await tx
      .insert(leaveRequestDays)
      .values(
        days.map((date) => ({ schoolId, leaveRequestId: row.id, date, portion: 'full' as const })),
      );
    if (leave.approve)
      await markOnLeave(tx, {
        schoolId,
        sessionYearId: session.id,
        person: personRef(leave.person),
        dates: days,
        remark: `${type.name} (approved)`,
        markedBy: ctx.adminUserId,
      });
  }
}

export const leaveDemoSeed: ModuleDemoSeed = { module: 'leave', structure, life };
