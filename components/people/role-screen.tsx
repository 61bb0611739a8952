'use client';
/**
 * /roles: the school's roles with member and permission counts; custom roles are created,
 * renamed and deleted; reserved roles (School Admin, Teacher, Guardian) keep their names and
 * cannot be deleted, though Teacher's and Guardian's permissions can change.
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('people');
  const id = getValues('id') as number | undefined;
  return (
    <>
      {getValues('reserved') ? (
        <p>
          {t.rich('roles.reserved', {
            name: getValues('name') as string,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : (
        <TextField name="name" label={t('roles.name')} />
      )}
      <PermissionPicker roleId={id} />
    </>
  );
}

export function RoleScreen() {
  const t = useTranslations('people');
  return (
    <ResourceScreen<Role>
      title={t('pages.roles')}
      singular={t('roles.singular')}
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
          header: t('roles.role'),
          sort: 'name',
          cell: (r) => (
            <>
              {r.name} {r.is_reserved && <StatusBadge status="reserved" />}
            </>
          ),
        },
        { header: t('roles.members'), cell: (r) => r.members },
        { header: t('roles.permissions'), cell: (r) => r.permissions },
      ]}
    />
  );
}
