'use client';
/** /teacher/teacher-details: teachers with their staff profile; editing includes assignments. */
import Link from 'next/link';
import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import { RecordFieldInputs } from '@/components/custom-fields/record-field-inputs';
import { useCustomFieldRules } from '@/components/custom-fields/use-custom-field-rules';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { useSchoolFormat } from '@/components/ui/school-format';
import { teacherSchema } from '@/lib/api/modules/people/staff-schemas';
import { StaffFields, blankStaff } from './staff-fields';
import { ProfileLink } from './profile-link';
import { teacherPath } from './record-kinds';
import { staffToForm, type StaffRow } from './staff-screen';
import { TeacherAssignments } from './teacher-assignments';

function TeacherForm() {
  const { getValues } = useFormContext();
  const id = getValues('id') as number | undefined;
  return (
    <>
      <StaffFields adding={id === undefined} />
      <TeacherAssignments />
      <RecordFieldInputs
        entity="staff"
        recordPath={id === undefined ? undefined : `/api/teachers/${id}`}
      />
    </>
  );
}

export const blankTeacher = () => ({
  ...blankStaff(),
  class_section_ids: [],
  class_subject_ids: [],
});

export function TeacherScreen() {
  const format = useSchoolFormat();
  const t = useTranslations('people');
  const schema = useCustomFieldRules('staff', teacherSchema);
  return (
    <ResourceScreen<StaffRow>
      title={t('pages.teacherDetails')}
      singular={t('teachers.singular')}
      path="/api/teachers"
      needs={{ create: 'teacher-create', edit: 'teacher-edit' }}
      schema={schema}
      blank={blankTeacher()}
      toForm={(row) => ({ ...staffToForm(row), class_section_ids: [], class_subject_ids: [] })}
      fields={<TeacherForm />}
      describe={(row) => row.full_name}
      extraActions={(row) => <ProfileLink href={teacherPath(row.id)} name={row.full_name} />}
      columns={[
        {
          header: t('list.name'),
          sort: 'name',
          cell: (row) => <Link href={teacherPath(row.id)}>{row.full_name}</Link>,
        },
        { header: t('profile.email'), sort: 'email', cell: (row) => row.email },
        { header: t('staffFields.qualification'), cell: (row) => row.qualification ?? '—' },
        {
          header: t('staff.joined'),
          sort: 'joining_date',
          cell: (row) => format.date(row.joining_date),
        },
        {
          header: t('list.status'),
          cell: (row) => <StatusBadge status={row.status} />,
        },
      ]}
    />
  );
}
