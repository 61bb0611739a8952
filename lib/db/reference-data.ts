/**
 * Rows every deployment needs whatever its schools: the permission catalogue and the months.
 * Written on every start (idempotently), so a release that adds a permission needs no manual step.
 */
import { sql } from 'drizzle-orm';
import { months, permissions } from './schema';
import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSIONS,
  RESERVED_ROLES,
  type PermissionName,
} from '../permissions/catalogue';
import type { Database, Executor } from './client';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export async function syncReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: permissions.id, name: permissions.name });
    await grantToExistingSchools(tx, added);
  });
  await db
    .insert(months)
    .values(MONTH_NAMES.map((name, index) => ({ id: index + 1, name })))
    .onConflictDoNothing();
}

/**
 * A permission new to this database goes to every existing school's reserved roles whose
 * defaults hold it (School Admin: all), as createSchool gives it to a school made from now
 * on. Safe without asking: no school could have taken from a role a permission that did not
 * exist. In the catalogue's transaction, so a start that fails between the two leaves the
 * permission unwritten and the next start grants it. A permission that already existed and
 * later joins a role's defaults is not covered (a school may have chosen to withhold it):
 * that takes a migration saying why granting is right (drizzle/0045_reserved_role_grants.sql).
 */
async function grantToExistingSchools(
  tx: Executor,
  added: readonly { id: number; name: string }[],
): Promise<void> {
  const grants = added.flatMap((permission) =>
    RESERVED_ROLES.filter((role) =>
      DEFAULT_ROLE_PERMISSIONS[role].includes(permission.name as PermissionName),
    ).map((role) => sql`(${role}, ${permission.id}::integer)`),
  );
  if (!grants.length) return;
  await tx.execute(sql`
    insert into role_permissions (school_id, role_id, permission_id)
    select r.school_id, r.id, g.permission_id
    from roles r
    join (values ${sql.join(grants, sql`, `)}) as g(role, permission_id) on g.role = r.name
    where r.is_reserved
    on conflict do nothing`);
}
