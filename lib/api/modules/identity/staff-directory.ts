/**
 * The school's staff as attendance lists them: active users holding any role but Guardian,
 * with their roles, by name. One query; a school has hundreds of staff, not thousands.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { roles, userRoles, users } from '../../../db/schema/identity';

export type StaffMember = { id: number; name: string; roles: string[] };

export async function activeStaffMembers(
  tx: Executor,
  schoolId: number,
  userIds?: readonly number[],
): Promise<StaffMember[]> {
  if (userIds && !userIds.length) return [];
  const rows = await tx
    .select({
      id: users.id,
      name: users.fullName,
      roles: sql<string[]>`array_agg(${roles.name} order by ${roles.name})`,
    })
    .from(users)
    .innerJoin(
      userRoles,
      and(eq(userRoles.schoolId, users.schoolId), eq(userRoles.userId, users.id)),
    )
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.status, 'active'),
        ne(roles.name, 'Guardian'),
        userIds ? inArray(users.id, [...userIds]) : undefined,
      ),
    )
    .groupBy(users.id, users.fullName)
    .orderBy(asc(users.fullName), asc(users.id));
  return rows;
}
