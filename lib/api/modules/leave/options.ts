/**
 * What the apply form offers the caller: the leave types for themselves (staff), their active
 * children and the types for a child (guardians). One read, so the form opens complete.
 */
import type { Executor } from '../../../db/client';
import { GUARDIAN_ROLE, holdsStaffRole } from '../../../permissions/catalogue';
import type { SchoolUser } from '../../http/context';
import { roleIdsByNames } from '../identity';
import { leaveTypeQueries } from './leave-types';
import { activeChildren } from './people';

export async function leaveOptions(db: Executor, caller: SchoolUser) {
  const schoolId = caller.school.id;
  const types = await leaveTypeQueries.page(db, schoolId, {
    page: 1,
    per_page: 100,
    format: 'json',
    total: 'omit',
  });
  const staffRoles = await roleIdsByNames(
    db,
    schoolId,
    caller.roles.filter((r) => r !== GUARDIAN_ROLE),
  );
  const guardianRole = await roleIdsByNames(db, schoolId, [GUARDIAN_ROLE]);
  const children = caller.roles.includes(GUARDIAN_ROLE)
    ? await activeChildren(db, schoolId, caller.userId)
    : [];
  const forRoles = (ids: number[]) =>
    types
      .filter((t) => t.role_ids.some((id) => ids.includes(id)))
      .map((t) => ({ id: t.id, name: t.name, allow_half_day: t.allow_half_day }));
  return {
    staff_types: holdsStaffRole(caller.roles) ? forRoles(staffRoles) : [],
    child_types: children.length ? forRoles(guardianRole) : [],
    children: children.map((c) => ({ id: c.id, name: c.name })),
  };
}
