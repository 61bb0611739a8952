/** A read view of users' names, for other modules' lists that show who did something. */
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { roles, users } from '../../../db/schema/identity';

const qb = new QueryBuilder();

/** Users' names as a sub-query named `alias` (one per join): left-join on (school_id, id). */
export const userNamesView = (alias: string) =>
  qb.select({ schoolId: users.schoolId, id: users.id, name: users.fullName }).from(users).as(alias);

/** Roles' names as a sub-query `role_names`: join on (school_id, id). */
export const roleNamesView = qb
  .select({ schoolId: roles.schoolId, id: roles.id, name: roles.name })
  .from(roles)
  .as('role_names');
