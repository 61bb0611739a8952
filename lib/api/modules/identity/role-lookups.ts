/** Roles by id or by name, for modules that let a user pick roles (leave types, announcements). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { roles } from '../../../db/schema/identity';

/** The school's roles among `ids`, by id with their names. */
export async function rolesByIds(tx: Executor, schoolId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await tx
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), inArray(roles.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The ids of the school's roles with these names (a signed-in user's roles). */
export async function roleIdsByNames(tx: Executor, schoolId: number, names: readonly string[]) {
  if (!names.length) return [];
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), inArray(roles.name, [...names])));
  return rows.map((r) => r.id);
}
