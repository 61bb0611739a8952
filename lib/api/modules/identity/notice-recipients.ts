/**
 * Who a notice goes to, as far as identity knows it (issue 28): the active accounts holding
 * some roles, and the active holders of a permission through a staff role (with their role
 * names, for the caller's own scope rules: leave's approvers). Disabled accounts hear nothing.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../../db/schema/identity';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';

/** The active users of a school holding any of these roles; every active user when `roleIds` is 'all'. */
export async function activeUserIdsOfRoles(
  tx: Executor,
  schoolId: number,
  roleIds: readonly number[] | 'all',
): Promise<number[]> {
  if (roleIds !== 'all' && !roleIds.length) return [];
  const rows =
    roleIds === 'all'
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), eq(users.status, 'active')))
      : await tx
          .select({ id: users.id })
          .from(userRoles)
          .innerJoin(
            users,
            and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)),
          )
          .where(
            and(
              eq(userRoles.schoolId, schoolId),
              inArray(userRoles.roleId, [...roleIds]),
              eq(users.status, 'active'),
            ),
          );
  return [...new Set(rows.map((r) => r.id))];
}

/** Active users holding `permission` through a staff role (not Guardian), with those roles' names. */
export async function staffHoldersOf(
  tx: Executor,
  schoolId: number,
  permission: string,
): Promise<{ userId: number; roles: string[] }[]> {
  return tx
    .select({
      userId: users.id,
      roles: sql<string[]>`array_agg(distinct ${roles.name})`,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.schoolId, roles.schoolId), eq(rolePermissions.roleId, roles.id)),
    )
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        eq(permissions.name, permission),
        ne(roles.name, GUARDIAN_ROLE),
        eq(users.status, 'active'),
      ),
    )
    .groupBy(users.id);
}
