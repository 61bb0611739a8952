/**
 * Staff members (teachers included): a user of the school with a staff profile and a role.
 * Shared by /api/teachers, /api/staff and the teacher import. Staff who leave are disabled,
 * never deleted, so attendance and payroll records keep their person.
 */
import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { staffProfiles, students } from '../../../db/schema/people';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import {
  accountsView as accounts,
  disableAccount,
  grantRole,
  insertAccount,
  renameAccount,
  replaceStaffRole,
  roleById,
} from '../identity';
import { assertRoomForStaff } from './plan-limits';
import { apiMessage } from '../../http/messages';

reportUniqueViolationOn('users_school_email_unique', 'email', apiMessage('people.staffEmailTaken'));

export type StaffInput = {
  full_name: string;
  email: string;
  phone: string | null;
  qualification: string | null;
  joining_date: string;
  salary_basis: 'monthly' | 'daily' | 'hourly';
  password?: string | null;
};

export async function createStaffMember(
  tx: Executor,
  schoolId: number,
  input: StaffInput,
  roleId: number,
  importBatchId: number | null = null,
): Promise<number> {
  await assertRoomForStaff(tx, schoolId, 1);
  const userId = await insertAccount(tx, schoolId, {
    email: input.email,
    fullName: input.full_name,
    password: input.password,
  });
  await grantRole(tx, schoolId, userId, roleId);
  await tx.insert(staffProfiles).values({
    schoolId,
    userId,
    phone: input.phone,
    qualification: input.qualification,
    joiningDate: input.joining_date,
    salaryBasis: input.salary_basis,
    importBatchId,
  });
  return userId;
}

export async function updateStaffMember(
  tx: Executor,
  schoolId: number,
  userId: number,
  input: Omit<StaffInput, 'password'>,
) {
  await renameAccount(tx, schoolId, userId, { fullName: input.full_name, email: input.email });
  const profile = {
    phone: input.phone,
    qualification: input.qualification,
    joiningDate: input.joining_date,
    salaryBasis: input.salary_basis,
  };
  await tx
    .insert(staffProfiles)
    .values({ schoolId, userId, ...profile })
    .onConflictDoUpdate({
      target: [staffProfiles.schoolId, staffProfiles.userId],
      set: { ...profile, updatedAt: sql`now()` },
    });
}

/** Disables the account and signs it out everywhere; its records stay. */
export const disableStaffMember = disableAccount;

/** Gives a staff member exactly one staff role (their Guardian role, if any, is kept). */
export const setStaffRole = replaceStaffRole;

/** A staff role of the school (any role but Guardian), else a 422 on role_id. */
export async function requireStaffRole(tx: Executor, schoolId: number, roleId: number) {
  const role = await roleById(tx, schoolId, roleId);
  if (!role || role.name === GUARDIAN_ROLE)
    throw validationFailed({ role_id: apiMessage('people.staffRoleOfSchool') });
  return role;
}

// When someone became part of the school (leave carries a year forward only for its members).
/** A staff member's joining date; an account with no staff record yet joined when it was made. */
const staffJoiningDate = sql<string>`coalesce(${staffProfiles.joiningDate}, ${accounts.createdAt}::date)`;

export type Member = { kind: 'staff'; userId: number } | { kind: 'student'; studentId: number };

/**
 * The ISO date they joined, or undefined when the school has no such person. An account with
 * no staff record yet joined when the account was made.
 */
export async function joinedOn(
  tx: Executor,
  schoolId: number,
  member: Member,
): Promise<string | undefined> {
  const [row] =
    member.kind === 'staff'
      ? await tx
          .select({ date: sql<string>`${staffJoiningDate}::text` })
          .from(accounts)
          .leftJoin(
            staffProfiles,
            and(
              eq(staffProfiles.schoolId, accounts.schoolId),
              eq(staffProfiles.userId, accounts.id),
            ),
          )
          .where(and(eq(accounts.schoolId, schoolId), eq(accounts.id, member.userId)))
      : await tx
          .select({ date: students.admissionDate })
          .from(students)
          .where(and(eq(students.schoolId, schoolId), eq(students.id, member.studentId)));
  return row?.date;
}

/**
 * Every account as a staff member of the school, as a sub-query `staff_members` (join on
 * (school_id, user_id)): name, joining date (as joinedOn) and, for a disabled account, the
 * day it left. No leaving day is stored: the account's last change stands for it (the
 * disabling, or a later edit), which may keep someone a little longer, never drops a month.
 */
export const staffMembersView = new QueryBuilder()
  .select({
    schoolId: accounts.schoolId,
    userId: accounts.id,
    name: sql<string>`${accounts.fullName}`.as('staff_name'),
    joinedOn: sql<string>`${staffJoiningDate}`.as('staff_joined_on'),
    leftOn: sql<string | null>`case when ${accounts.status} = 'disabled'
      then ${accounts.updatedAt}::date end`.as('staff_left_on'),
  })
  .from(accounts)
  .leftJoin(
    staffProfiles,
    and(eq(staffProfiles.schoolId, accounts.schoolId), eq(staffProfiles.userId, accounts.id)),
  )
  .as('staff_members');
