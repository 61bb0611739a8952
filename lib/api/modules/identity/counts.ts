/** Counts of users: a school's active users by role (the dashboard), accounts per school (the provider). */
import { and, count, countDistinct, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { roles, userRoles, users } from '../../../db/schema/identity';

/** Active users per role name. */
export async function activeUsersByRole(tx: Executor, schoolId: number) {
  const rows = await tx
    .select({ role: roles.name, users: countDistinct(userRoles.userId) })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
    .where(and(eq(userRoles.schoolId, schoolId), eq(users.status, 'active')))
    .groupBy(roles.name);
  return new Map(rows.map((r) => [r.role, r.users]));
}

/** Staff: active users holding any role but Guardian (School Admin, Teacher, custom roles). */
export async function activeStaffCount(tx: Executor, schoolId: number) {
  return (await activeStaffPerSchool(tx, schoolId)).get(schoolId) ?? 0;
}

/** Active staff per school (one school's, or every school's for the provider). */
export async function activeStaffPerSchool(tx: Executor, schoolId?: number) {
  const rows = await tx
    .select({ schoolId: userRoles.schoolId, n: countDistinct(userRoles.userId) })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .innerJoin(users, and(eq(users.schoolId, userRoles.schoolId), eq(users.id, userRoles.userId)))
    .where(
      and(
        schoolId === undefined ? undefined : eq(userRoles.schoolId, schoolId),
        eq(users.status, 'active'),
        ne(roles.name, 'Guardian'),
      ),
    )
    .groupBy(userRoles.schoolId);
  return new Map(rows.map((r) => [r.schoolId, r.n]));
}

/** Accounts per school, for the provider's list of schools. */
export async function accountsPerSchool(tx: Executor) {
  const rows = await tx
    .select({ schoolId: users.schoolId, n: count() })
    .from(users)
    .groupBy(users.schoolId);
  return new Map(rows.map((r) => [r.schoolId, r.n]));
}
