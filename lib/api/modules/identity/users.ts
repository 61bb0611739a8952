/** Creating users and giving them roles; shared by school creation, the seed and later the people module. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
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
  const [role] = await tx
    .insert(roles)
    .values({ schoolId, name, isReserved })
    .returning({ id: roles.id });
  if (granted.length) {
    const rows = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...granted]));
    await tx
      .insert(rolePermissions)
      .values(rows.map((p) => ({ schoolId, roleId: role.id, permissionId: p.id })));
  }
  return role.id;
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
  const [row] = await tx
    .insert(users)
    .values({
      schoolId,
      email: user.email.trim().toLowerCase(),
      fullName: user.fullName,
      passwordHash: await hashPassword(user.password),
      image: user.image ?? null,
    })
    .returning({ id: users.id });
  if (user.roleIds.length) {
    await tx
      .insert(userRoles)
      .values(user.roleIds.map((roleId) => ({ schoolId, userId: row.id, roleId })));
  }
  return row.id;
}
