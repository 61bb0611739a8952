'use client';
/**
 * /roles: the school's roles with member and permission counts; custom roles are created,
 * renamed and deleted; reserved roles (School Admin, Teacher, Guardian) keep their names and
 * cannot be deleted, though Teacher's and Guardian's permissions can change.
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { roleSchema } from '@/lib/api/modules/people/role-schemas';
import { PermissionPicker } from './permission-picker';

type Role = {
  id: number;
  name: string;
  is_reserved: boolean;
  members: number;
  permissions: number;
};

/** The role form; `id` and `reserved` ride along in the values (the schema drops them). */
function RoleFields() {
  const { getValues } = useFormContext();
  const id = getValues('id') as number | undefined;
  return (
    <>
      {getValues('reserved') ? (
        <p>
          <strong>{getValues('name') as string}</strong> is a reserved role: its name stays.
        </p>
      ) : (
        <TextField name="name" label="Role name" />
      )}
      <PermissionPicker roleId={id} />
    </>
  );
}

export function RoleScreen() {
  return (
    <ResourceScreen<Role>
      title="Roles and Permissions"
      singular="role"
      path="/api/roles"
      needs={{ create: 'role-create', edit: 'role-edit', delete: 'role-delete' }}
      schema={roleSchema}
      blank={{ name: '', permissions: [] }}
      toForm={(r) => ({ id: r.id, reserved: r.is_reserved, name: r.name, permissions: [] })}
      fields={<RoleFields />}
      describe={(r) => r.name}
      deletable={(r) => !r.is_reserved}
      columns={[
        {
          header: 'Role',
          sort: 'name',
          cell: (r) => (
            <>
              {r.name} {r.is_reserved && <StatusBadge status="reserved" />}
            </>
          ),
        },
        { header: 'Members', cell: (r) => r.members },
        { header: 'Permissions', cell: (r) => r.permissions },
      ]}
    />
  );
}
