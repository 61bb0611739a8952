/**
 * /api/roles: the school's roles with permissions picked from the catalogue (grouped by area
 * in /api/permissions). Reserved roles (School Admin, Teacher, Guardian) keep their names and
 * cannot be deleted; School Admin keeps every permission so nobody locks the school out.
 */
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { PERMISSIONS } from '../../../permissions/catalogue';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, reportUniqueViolationOn } from '../../http/errors';
import { listQuery } from '../../http/list';
import { listRoute, parseId, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import {
  createRole,
  deleteRole,
  renameRole,
  roleHolders,
  roleListQueries as roleQueries,
  roleWithPermissions,
  setRolePermissions,
} from '../identity';
import { groupPermissions, isReservedRole } from './rules';
import { roleSchema } from './role-schemas';
import { apiMessage } from '../../http/messages';

const TAG = 'people';

reportUniqueViolationOn('roles_school_name_unique', 'name', apiMessage('people.roleNameTaken'));

export { roleSchema };

async function getRole(db: Executor, schoolId: number, id: number) {
  const role = await roleWithPermissions(db, schoolId, id);
  if (!role) throw notFound('role');
  return role;
}

const roleListQuery = listQuery(['name']);
type RoleRow = Awaited<ReturnType<typeof roleQueries.page>>[number];

const roleList: ListDefinition<RoleRow, z.output<typeof roleListQuery>> = {
  query: roleListQuery,
  queries: roleQueries,
  csv: {
    fileName: 'roles.csv',
    columns: [
      { header: 'Role', value: (r) => r.name },
      { header: 'Reserved', value: (r) => (r.is_reserved ? 'yes' : 'no') },
      { header: 'Members', value: (r) => r.members },
      { header: 'Permissions', value: (r) => r.permissions },
    ],
  },
};

export const roleRoutes = [
  defineRoute({
    method: 'GET',
    path: '/permissions',
    tag: TAG,
    summary: 'The permission catalogue grouped by area, for the role editor',
    access: access.permission('role-list'),
    handler: async () => envelope(groupPermissions(PERMISSIONS)),
  }),
  listRoute({
    path: '/roles',
    tag: TAG,
    summary: 'List roles with their member and permission counts',
    access: access.permission('role-list'),
    list: roleList,
  }),
  defineRoute({
    method: 'GET',
    path: '/roles/:id',
    tag: TAG,
    summary: 'One role with its permissions',
    access: access.permission('role-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await getRole(db, caller.school.id, parseId(params.id, 'role'))),
  }),
  defineRoute({
    method: 'POST',
    path: '/roles',
    tag: TAG,
    summary: 'Create a custom role with permissions from the catalogue',
    access: access.permission('role-create'),
    body: roleSchema,
    audit: { entity: 'roles', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      if (isReservedRole(body.name))
        throw new ApiError('validation', apiMessage('people.reservedName'), {
          name: apiMessage('people.reservedNameField'),
        });
      const id = await db.transaction(async (tx) => {
        const created = await createRole(tx, schoolId, body.name, body.permissions);
        const after = await getRole(tx, schoolId, created);
        await audit(tx, { action: 'create', entity: 'roles', entityId: created, after });
        return created;
      });
      return envelope(await getRole(db, schoolId, id), apiMessage('done.roleCreated'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/roles/:id',
    tag: TAG,
    summary: 'Rename a custom role and set its permissions (reserved roles keep their names)',
    access: access.permission('role-edit'),
    body: roleSchema,
    audit: { entity: 'roles', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'role');
      await db.transaction(async (tx) => {
        const role = await getRole(tx, schoolId, id);
        if (role.is_reserved && body.name !== role.name)
          throw new ApiError('conflict', apiMessage('people.reservedRename', { role: role.name }));
        if (!role.is_reserved && isReservedRole(body.name))
          throw new ApiError('validation', apiMessage('people.reservedName'), {
            name: apiMessage('people.reservedNameField'),
          });
        if (role.name === 'School Admin' && body.permissions.length !== PERMISSIONS.length)
          throw new ApiError('conflict', apiMessage('people.adminKeepsAll'));
        await renameRole(tx, schoolId, id, body.name);
        await setRolePermissions(tx, schoolId, id, body.permissions);
        const after = await getRole(tx, schoolId, id);
        await audit(tx, { action: 'update', entity: 'roles', entityId: id, before: role, after });
      });
      return envelope(await getRole(db, schoolId, id), apiMessage('done.roleSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/roles/:id',
    tag: TAG,
    summary: 'Delete a custom role that nobody holds (409 names who still does)',
    access: access.permission('role-delete'),
    audit: { entity: 'roles', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'role');
      await db.transaction(async (tx) => {
        const role = await getRole(tx, schoolId, id);
        if (role.is_reserved)
          throw new ApiError('conflict', apiMessage('people.reservedDelete', { role: role.name }));
        const holders = await roleHolders(tx, schoolId, id, 5);
        if (holders.total) {
          const more = holders.total > holders.names.length ? ', …' : '';
          const names = `${holders.names.join(', ')}${more}`;
          throw new ApiError(
            'conflict',
            apiMessage('people.roleHeld', { count: holders.total, names }),
          );
        }
        await deleteRole(tx, schoolId, id);
        await audit(tx, { action: 'delete', entity: 'roles', entityId: id, before: role });
      });
      return envelope({ id }, apiMessage('done.roleDeleted'));
    },
  }),
];
