'use client';
/** /teacher/teacher-details: teachers with their staff profile; editing includes assignments. */
import Link from 'next/link';
import { useFormContext } from 'react-hook-form';
import { StatusBadge } from '@/components/ui/status-badge';
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
  return (
    <>
      <StaffFields adding={getValues('id') === undefined} />
      <TeacherAssignments />
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
  return (
    <ResourceScreen<StaffRow>
      title="Teacher Details"
      singular="teacher"
      path="/api/teachers"
      needs={{ create: 'teacher-create', edit: 'teacher-edit' }}
      schema={teacherSchema}
      blank={blankTeacher()}
      toForm={(t) => ({ ...staffToForm(t), class_section_ids: [], class_subject_ids: [] })}
      fields={<TeacherForm />}
      describe={(t) => t.full_name}
      extraActions={(t) => <ProfileLink href={teacherPath(t.id)} name={t.full_name} />}
      columns={[
        {
          header: 'Name',
          sort: 'name',
          cell: (t) => <Link href={teacherPath(t.id)}>{t.full_name}</Link>,
        },
        { header: 'E-mail', sort: 'email', cell: (t) => t.email },
        { header: 'Qualification', cell: (t) => t.qualification ?? '—' },
        { header: 'Joined', sort: 'joining_date', cell: (t) => format.date(t.joining_date) },
        {
          header: 'Status',
          cell: (t) => <StatusBadge status={t.status} />,
        },
      ]}
    />
  );
}
