/**
 * A school's accounts as the people module manages them (guardians, staff): found by e-mail,
 * created without a password, renamed, disabled, given roles. Each takes the caller's
 * transaction handle, so an admission or a new staff member is stored whole or not at all.
 */
import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { accessTokens, roles, userRoles, users } from '../../../db/schema/identity';
import { hashPassword } from '../../../auth/password';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';
import { userIdsByEmail } from './users';

/**
 * Stored instead of a hash for accounts created without a password: argon2 cannot parse it,
 * so no password matches until the person sets one through "forgot password".
 */
export const NO_PASSWORD = '!no-password-set';

/** The id of the school's account with this e-mail (lower case), if any. */
export async function userIdByEmail(
  tx: Executor,
  schoolId: number,
  email: string,
): Promise<number | undefined> {
  return (await userIdsByEmail(tx, schoolId, [email])).get(email);
}

/** A new account; without a password none matches (NO_PASSWORD). Answers its id. */
export async function insertAccount(
  tx: Executor,
  schoolId: number,
  account: { email: string; fullName: string; password?: string | null },
): Promise<number> {
  const row = oneRow(
    await tx
      .insert(users)
      .values({
        schoolId,
        email: account.email,
        fullName: account.fullName,
        passwordHash: account.password ? await hashPassword(account.password) : NO_PASSWORD,
      })
      .returning({ id: users.id }),
    'inserting one row into users',
  );
  return row.id;
}

/** Gives an account a role (kept as it is when it holds it already). */
export async function grantRole(tx: Executor, schoolId: number, userId: number, roleId: number) {
  await tx.insert(userRoles).values({ schoolId, userId, roleId }).onConflictDoNothing();
}

/** Sets an account's name (and its e-mail, its login, when given). */
export async function renameAccount(
  tx: Executor,
  schoolId: number,
  userId: number,
  account: { fullName: string; email?: string },
) {
  await tx
    .update(users)
    .set({ fullName: account.fullName, email: account.email, updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)));
}

/** Disables the account and signs it out everywhere; its records stay. */
export async function disableAccount(tx: Executor, schoolId: number, userId: number) {
  await tx
    .update(users)
    .set({ status: 'disabled', updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)));
  await tx
    .update(accessTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accessTokens.schoolId, schoolId), eq(accessTokens.userId, userId)));
}

/** Gives an account exactly one staff role (its Guardian role, if any, is kept). */
export async function replaceStaffRole(
  tx: Executor,
  schoolId: number,
  userId: number,
  roleId: number,
) {
  const staffRoleIds = (
    await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.schoolId, schoolId), ne(roles.name, GUARDIAN_ROLE)))
  ).map((r) => r.id);
  await tx
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        eq(userRoles.userId, userId),
        inArray(userRoles.roleId, staffRoleIds),
      ),
    );
  await tx.insert(userRoles).values({ schoolId, userId, roleId });
}

/** The school's role with this id, if any. */
export async function roleById(tx: Executor, schoolId: number, roleId: number) {
  const [role] = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), eq(roles.id, roleId)));
  return role;
}

/** The role names of the school's accounts with these e-mails (an account with none: []). */
export async function roleNamesByEmail(tx: Executor, schoolId: number, emails: string[]) {
  const names = new Map<string, string[]>();
  if (!emails.length) return names;
  const rows = await tx
    .select({ email: users.email, role: roles.name })
    .from(users)
    .leftJoin(
      userRoles,
      and(eq(userRoles.schoolId, users.schoolId), eq(userRoles.userId, users.id)),
    )
    .leftJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(users.schoolId, schoolId), inArray(users.email, emails)));
  for (const r of rows)
    names.set(r.email, [...(names.get(r.email) ?? []), ...(r.role ? [r.role] : [])]);
  return names;
}

/**
 * The school's accounts as a sub-query `accounts` (join on (school_id, id)), for the lists
 * and views of the modules that keep a profile beside an account (people's staff).
 */
export const accountsView = new QueryBuilder()
  .select({
    schoolId: users.schoolId,
    id: users.id,
    fullName: users.fullName,
    fullNameKey: users.fullNameKey,
    email: users.email,
    image: users.image,
    status: users.status,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  })
  .from(users)
  .as('accounts');

/** An account's roles as sub-selects, keyed by its (school_id, user_id) in the caller's query. */
export const accountRoles = {
  /** Holds the role with this id, else the one with this name, else any staff role (not Guardian). */
  holds(schoolId: SQLWrapper, userId: SQLWrapper, role: { id?: number; name?: string } = {}): SQL {
    const which =
      role.id !== undefined
        ? sql`${roles.id} = ${role.id}`
        : role.name !== undefined
          ? sql`${roles.name} = ${role.name}`
          : sql`${roles.name} <> ${GUARDIAN_ROLE}`;
    return sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.schoolId} = ${userRoles.schoolId} and ${roles.id} = ${userRoles.roleId}
      where ${userRoles.schoolId} = ${schoolId} and ${userRoles.userId} = ${userId} and ${which})`;
  },
  /** The names of its staff roles (every role but Guardian), sorted; none: an empty array. */
  staffRoleNames: (schoolId: SQLWrapper, userId: SQLWrapper) =>
    sql<
      string[]
    >`coalesce((select array_agg(${roles.name} order by ${roles.name}) from ${userRoles} join ${roles} on ${roles.schoolId} = ${userRoles.schoolId} and ${roles.id} = ${userRoles.roleId}
      where ${userRoles.schoolId} = ${schoolId} and ${userRoles.userId} = ${userId} and ${roles.name} <> ${GUARDIAN_ROLE}), '{}')`,
};

/**
 * Accounts for many people at once (an import file), in two set-based statements whatever
 * their number. `people` is a select of (email, full_name, ord): each e-mail without an
 * account gets one with no password (the first row by `ord` names it), and every account
 * named is given `roleId`. `existing`: 'share' leaves an account the school already has as it
 * is (guardians: siblings share one), 'refuse' lets the unique e-mail fail the statement.
 */
export async function addAccountsFrom(
  tx: Executor,
  schoolId: number,
  people: SQL,
  roleId: number,
  existing: 'share' | 'refuse',
) {
  const keep = existing === 'share' ? sql`on conflict do nothing` : sql``;
  await tx.execute(sql`insert into ${users} (school_id, email, full_name, password_hash)
    select distinct on (p.email) ${schoolId}::int, p.email, p.full_name, ${NO_PASSWORD}
    from (${people}) p
    order by p.email, p.ord
    ${keep}`);
  await tx.execute(sql`insert into ${userRoles} (school_id, user_id, role_id)
    select distinct ${schoolId}::int, ${accountsView.id}, ${roleId}::int
    from (${people}) p
    join ${accountsView} on ${accountsView.schoolId} = ${schoolId} and ${accountsView.email} = p.email
    ${keep}`);
}
