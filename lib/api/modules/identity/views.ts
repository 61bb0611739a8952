/** A read view of users' names, for other modules' lists that show who did something. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { roles, userRoles, users } from '../../../db/schema/identity';
import { GUARDIAN_ROLE } from '../../../permissions/catalogue';

const qb = new QueryBuilder();

/** Users' names as a sub-query named `alias` (one per join): left-join on (school_id, id). */
export const userNamesView = (alias: string) =>
  qb.select({ schoolId: users.schoolId, id: users.id, name: users.fullName }).from(users).as(alias);

/** Roles' names as a sub-query `role_names`: join on (school_id, id). */
export const roleNamesView = qb
  .select({ schoolId: roles.schoolId, id: roles.id, name: roles.name })
  .from(roles)
  .as('role_names');

/** Who holds which staff role (every role but Guardian) as `staff_role_holders`: join on (school_id, role_id). */
export const staffRoleHoldersView = qb
  .select({ schoolId: userRoles.schoolId, userId: userRoles.userId, roleId: userRoles.roleId })
  .from(userRoles)
  .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
  .where(ne(roles.name, GUARDIAN_ROLE))
  .as('staff_role_holders');

/**
 * The school's staff as a sub-query named `alias`: active users holding any role but Guardian,
 * with their roles by name (the people activeStaffMembers reads), for another module's list
 * that pages, searches and sorts them. Filter on its school id (a grouping column, so the
 * condition reaches the users read).
 */
export const activeStaffView = (alias: string) =>
  qb
    .select({
      schoolId: users.schoolId,
      id: users.id,
      name: users.fullName,
      roles: sql<string[]>`array_agg(${roles.name} order by ${roles.name})`.as('roles'),
    })
    .from(users)
    .innerJoin(
      userRoles,
      and(eq(userRoles.schoolId, users.schoolId), eq(userRoles.userId, users.id)),
    )
    .innerJoin(roles, and(eq(roles.schoolId, userRoles.schoolId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(users.status, 'active'), ne(roles.name, GUARDIAN_ROLE)))
    .groupBy(users.schoolId, users.id, users.fullName)
    .as(alias);
