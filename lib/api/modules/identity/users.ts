/** Creating users and giving them roles; shared by school creation, the seed and later the people module. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { permissions, rolePermissions, roles, userRoles, users } from '../../../db/schema/identity';
import { hashPassword } from '../../../auth/password';
import type { PermissionName } from '../../../permissions/catalogue';

export async function createRole(
  tx: Executor,
  schoolId: number,
  name: string,
  granted: readonly PermissionName[],
  isReserved = false,
): Promise<number> {
  const role = oneRow(
    await tx.insert(roles).values({ schoolId, name, isReserved }).returning({ id: roles.id }),
    'inserting one row into roles',
  );
  await grantPermissions(tx, schoolId, role.id, granted);
  return role.id;
}

/** Adds permissions to a role (those it already holds are left as they are). */
export async function grantPermissions(
  tx: Executor,
  schoolId: number,
  roleId: number,
  granted: readonly PermissionName[],
): Promise<void> {
  if (!granted.length) return;
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...granted]));
  await tx
    .insert(rolePermissions)
    .values(rows.map((p) => ({ schoolId, roleId, permissionId: p.id })))
    .onConflictDoNothing();
}

export async function roleIdByName(
  tx: Executor,
  schoolId: number,
  name: string,
): Promise<number | undefined> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), eq(roles.name, name)));
  return role?.id;
}

export type NewUser = {
  email: string;
  fullName: string;
  password: string;
  roleIds: number[];
  image?: string;
};

export async function createUser(tx: Executor, schoolId: number, user: NewUser): Promise<number> {
  const row = oneRow(
    await tx
      .insert(users)
      .values({
        schoolId,
        email: user.email.trim().toLowerCase(),
        fullName: user.fullName,
        passwordHash: await hashPassword(user.password),
        image: user.image ?? null,
      })
      .returning({ id: users.id }),
    'inserting one row into users',
  );
  if (user.roleIds.length) {
    await tx
      .insert(userRoles)
      .values(user.roleIds.map((roleId) => ({ schoolId, userId: row.id, roleId })));
  }
  return row.id;
}

/**
 * Many accounts at once with one role, all given the same stored password hash (the demo's
 * generated people, or a marker no password matches). Two statements per 500 accounts.
 * Answers the new ids by e-mail.
 */
export async function createAccounts(
  tx: Executor,
  schoolId: number,
  accounts: { email: string; fullName: string; image?: string }[],
  passwordHash: string,
  roleId: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < accounts.length; i += 500) {
    const rows = await tx
      .insert(users)
      .values(
        accounts.slice(i, i + 500).map((a) => ({
          schoolId,
          email: a.email.trim().toLowerCase(),
          fullName: a.fullName,
          passwordHash,
          image: a.image ?? null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    await tx.insert(userRoles).values(rows.map((r) => ({ schoolId, userId: r.id, roleId })));
    for (const r of rows) ids.set(r.email, r.id);
  }
  return ids;
}

/** Ids of the school's accounts with these e-mails. */
export async function userIdsByEmail(tx: Executor, schoolId: number, emails: string[]) {
  if (!emails.length) return new Map<string, number>();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.email, emails)));
  return new Map(rows.map((r) => [r.email, r.id]));
}
