/**
 * /api/staff: every staff member (any role but Guardian) with one staff role each; adding,
 * editing (role included) and disabling. A staff member sees exactly what their role allows.
 */
import { envelope } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { listRoute, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import {
  createStaffMember,
  disableStaffMember,
  requireStaffRole,
  setStaffRole,
  updateStaffMember,
} from './staff-accounts';
import { staffList, staffMember } from './staff-queries';
import { staffSchema, updateStaffSchema } from './staff-schemas';
import { recordChange } from '../../http/audit';
import { apiMessage } from '../../http/messages';
import { withRecordFieldsOne, writeRecordFields } from './record-fields';

const TAG = 'people';

export { staffSchema };

export const staffRoutes = [
  listRoute({
    path: '/staff',
    tag: TAG,
    summary: 'List staff members (filter by role or status; search by name or e-mail prefix)',
    access: access.permission('staff-list'),
    list: staffList(),
  }),
  defineRoute({
    method: 'POST',
    path: '/staff',
    tag: TAG,
    summary: 'Add a staff member with a role',
    access: access.permission('staff-create'),
    body: staffSchema,
    audit: { entity: 'staff', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const id = await db.transaction(async (tx) => {
        const role = await requireStaffRole(tx, schoolId, body.role_id);
        const created = await createStaffMember(tx, schoolId, body, role.id);
        await writeRecordFields(tx, caller, 'staff', { id: created }, body.custom_fields, {
          creating: true,
        });
        const after = await withRecordFieldsOne(
          tx,
          caller,
          'staff',
          await staffMember(tx, schoolId, created),
        );
        await audit(tx, { action: 'create', entity: 'staff', entityId: created, after });
        return created;
      });
      const added = await withRecordFieldsOne(
        db,
        caller,
        'staff',
        await staffMember(db, schoolId, id),
      );
      return envelope(added, apiMessage('done.staffAdded'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/staff/:id',
    tag: TAG,
    summary: 'One staff member',
    access: access.permission('staff-list'),
    handler: async ({ db, caller, params }) => {
      const member = await staffMember(db, caller.school.id, parseId(params.id, 'staff member'));
      return envelope(await withRecordFieldsOne(db, caller, 'staff', member));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/staff/:id',
    tag: TAG,
    summary: "Edit a staff member's details and role",
    access: access.permission('staff-edit'),
    body: updateStaffSchema,
    audit: { entity: 'staff', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'staff member');
      await db.transaction(async (tx) => {
        // The custom values the writer sees are part of the member's before and after.
        const state = async () =>
          withRecordFieldsOne(tx, caller, 'staff', await staffMember(tx, schoolId, id));
        const before = await state();
        const role = await requireStaffRole(tx, schoolId, body.role_id);
        if (
          id === caller.userId &&
          role.name !== 'School Admin' &&
          caller.roles.includes('School Admin')
        )
          throw new ApiError('conflict', apiMessage('people.cannotDemoteSelf'));
        await updateStaffMember(tx, schoolId, id, body);
        await writeRecordFields(tx, caller, 'staff', { id }, body.custom_fields, {
          creating: false,
        });
        await setStaffRole(tx, schoolId, id, role.id);
        const after = await state();
        await audit(tx, { action: 'update', entity: 'staff', entityId: id, before, after });
      });
      const saved = await withRecordFieldsOne(
        db,
        caller,
        'staff',
        await staffMember(db, schoolId, id),
      );
      return envelope(saved, apiMessage('done.staffSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/staff/:id',
    tag: TAG,
    summary: 'Disable a staff member: signed out, kept with their records',
    access: access.permission('staff-delete'),
    audit: { entity: 'staff', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'staff member');
      if (id === caller.userId)
        throw new ApiError('conflict', apiMessage('people.cannotDisableSelf'));
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          { action: 'delete', entity: 'staff', entityId: id },
          () => staffMember(tx, schoolId, id),
          () => disableStaffMember(tx, schoolId, id),
        ),
      );
      return envelope({ id, status: 'disabled' }, apiMessage('done.staffDisabled'));
    },
  }),
];
