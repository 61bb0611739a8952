'use client';
/** Semesters: name with start and end month (a semester may run over the new year). */
import { SelectField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { semesterSchema } from '@/lib/api/modules/academics/schemas';
import type { SemesterRow as Row } from '@/lib/api/modules/academics/types';
import { byName, useOptions } from './options';

export function SemesterScreen() {
  const months = useOptions('months');
  return (
    <ResourceScreen<Row>
      title="Semesters"
      singular="semester"
      path="/api/semesters"
      needs={{ create: 'semester-create', edit: 'semester-edit', delete: 'semester-delete' }}
      columns={[
        byName,
        { header: 'Start month', sort: 'start_month', cell: (r) => r.start_month_name },
        { header: 'End month', sort: 'end_month', cell: (r) => r.end_month_name },
      ]}
      schema={semesterSchema}
      blank={{ name: '', start_month: '', end_month: '' }}
      toForm={(r) => ({ name: r.name, start_month: r.start_month, end_month: r.end_month })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <SelectField name="start_month" label="Start month" options={months} blank="Choose…" />
          <SelectField name="end_month" label="End month" options={months} blank="Choose…" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
