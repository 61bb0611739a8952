/**
 * The data of the role editor (people's /api/roles): a role with its permissions, the list
 * with member and permission counts, renaming, setting permissions, who holds a role, and
 * deleting one. The rules (reserved roles, School Admin keeps everything) stay with the routes.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../../db/schema/identity';
import { qualified as q, queriesOf } from '../../http/query-spec';
import { prefixSearch } from '../../http/prefix-search';

/** One role of the school with the names of its permissions, or undefined. */
export async function roleWithPermissions(db: Executor, schoolId: number, id: number) {
  const [role] = await db
    .select({ id: roles.id, name: roles.name, is_reserved: roles.isReserved })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), eq(roles.id, id)));
  if (!role) return undefined;
  const granted = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.schoolId, schoolId), eq(rolePermissions.roleId, id)))
    .orderBy(asc(permissions.name));
  return { ...role, permissions: granted.map((p) => p.name) };
}

/** Replaces a role's permissions with these (names from the catalogue). */
export async function setRolePermissions(
  tx: Executor,
  schoolId: number,
  roleId: number,
  names: string[],
) {
  await tx
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.schoolId, schoolId), eq(rolePermissions.roleId, roleId)));
  if (!names.length) return;
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, names));
  await tx
    .insert(rolePermissions)
    .values(rows.map((p) => ({ schoolId, roleId, permissionId: p.id })));
}

export async function renameRole(tx: Executor, schoolId: number, id: number, name: string) {
  await tx
    .update(roles)
    .set({ name, updatedAt: sql`now()` })
    .where(and(eq(roles.schoolId, schoolId), eq(roles.id, id)));
}

export async function deleteRole(tx: Executor, schoolId: number, id: number) {
  await tx.delete(roles).where(and(eq(roles.schoolId, schoolId), eq(roles.id, id)));
}

/** The first `limit` holders of a role by name, and how many hold it in all. */
export async function roleHolders(tx: Executor, schoolId: number, roleId: number, limit: number) {
  const rows = await tx
    .select({ name: users.fullName, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(userRoles)
    .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
    .where(and(eq(userRoles.schoolId, schoolId), eq(userRoles.roleId, roleId)))
    .orderBy(asc(users.fullName))
    .limit(limit);
  return { names: rows.map((r) => r.name), total: rows[0]?.total ?? 0 };
}

const memberCount =
  sql<number>`(select count(*) from ${userRoles} where ${q(userRoles.schoolId)} = ${q(roles.schoolId)} and ${q(userRoles.roleId)} = ${q(roles.id)})`.mapWith(
    Number,
  );
const permissionCount =
  sql<number>`(select count(*) from ${rolePermissions} where ${q(rolePermissions.schoolId)} = ${q(roles.schoolId)} and ${q(rolePermissions.roleId)} = ${q(roles.id)})`.mapWith(
    Number,
  );

/** The list of roles with their member and permission counts (search and sort by name). */
export const roleListQueries = queriesOf({
  select: (db) =>
    db
      .select({
        id: roles.id,
        name: roles.name,
        is_reserved: roles.isReserved,
        members: memberCount,
        permissions: permissionCount,
      })
      .from(roles),
  schoolId: roles.schoolId,
  id: roles.id,
  search: prefixSearch([roles.name]),
  sort: { name: roles.name },
  defaultSort: 'name',
});
