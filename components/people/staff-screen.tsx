'use client';
/** /staff: every staff member with their role; adding and editing (role included). */
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '@/components/ui/status-badge';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { RecordFieldInputs } from '@/components/custom-fields/record-field-inputs';
import { useCustomFieldRules } from '@/components/custom-fields/use-custom-field-rules';
import { SelectField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { staffSchema } from '@/lib/api/modules/people/staff-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { staffPath } from './record-kinds';
import { StaffFields, blankStaff } from './staff-fields';

export type StaffRow = {
  id: number;
  full_name: string;
  email: string;
  status: 'active' | 'disabled';
  roles: string[];
  phone: string | null;
  qualification: string | null;
  joining_date: string | null;
  salary_basis: 'monthly' | 'daily' | 'hourly' | null;
};

function StaffForm() {
  const { getValues } = useFormContext();
  const id = getValues('id') as number | undefined;
  const t = useTranslations('people');
  const roles = useQuery({
    queryKey: ['staff-roles'],
    queryFn: async () =>
      (await apiFetch<{ data: { id: number; name: string }[] }>('/api/roles?per_page=100')).data,
  });
  const options = (roles.data ?? [])
    .filter((r) => r.name !== 'Guardian')
    .map((r) => ({ value: r.id, label: r.name }));
  return (
    <>
      <StaffFields adding={id === undefined} />
      <SelectField name="role_id" label={t('roles.role')} blank={t('choose')} options={options} />
      <RecordFieldInputs
        entity="staff"
        recordPath={id === undefined ? undefined : `/api/staff/${id}`}
      />
    </>
  );
}

export const staffToForm = (s: StaffRow) => ({
  id: s.id,
  full_name: s.full_name,
  email: s.email,
  phone: s.phone ?? '',
  qualification: s.qualification ?? '',
  joining_date: s.joining_date ?? '',
  salary_basis: s.salary_basis ?? 'monthly',
  custom_fields: {},
});

export function StaffScreen() {
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const schema = useCustomFieldRules('staff', staffSchema);
  return (
    <ResourceScreen<StaffRow>
      title={t('pages.staff')}
      singular={t('staff.singular')}
      path="/api/staff"
      needs={{ create: 'staff-create', edit: 'staff-edit' }}
      schema={schema}
      blank={{ ...blankStaff(), role_id: '' }}
      // The list names roles, not ids: the editor asks to choose the role again.
      toForm={(s) => ({ ...staffToForm(s), role_id: '' })}
      fields={<StaffForm />}
      describe={(s) => s.full_name}
      columns={[
        {
          header: t('list.name'),
          sort: 'name',
          // The name opens the staff member's profile (issue 29).
          cell: (s) => <Link href={staffPath(s.id)}>{s.full_name}</Link>,
        },
        { header: t('profile.email'), sort: 'email', cell: (s) => s.email },
        { header: t('roles.role'), cell: (s) => s.roles.join(', ') || '—' },
        {
          header: t('staff.joined'),
          sort: 'joining_date',
          cell: (s) => format.date(s.joining_date),
        },
        {
          header: t('list.status'),
          cell: (s) => <StatusBadge status={s.status} />,
        },
      ]}
    />
  );
}
