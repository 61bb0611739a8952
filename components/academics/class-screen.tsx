'use client';
/** Classes: name, medium, optional shift and stream, and whether the class uses semesters. */
import { CheckField, SelectField, TextField } from '@/components/ui/fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { classSchema } from '@/lib/api/modules/academics/schemas';
import type { ClassRow as Row } from '@/lib/api/modules/academics/types';
import { byName, useOptions } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

export function ClassScreen() {
  const mediums = useOptions('mediums');
  const shifts = useOptions('shifts');
  const streams = useOptions('streams');
  const [medium, setMedium] = useUrlFilter('medium_id');
  return (
    <ResourceScreen<Row>
      title="Classes"
      singular="class"
      path="/api/classes"
      needs={{ create: 'class-create', edit: 'class-edit', delete: 'class-delete' }}
      filters={{ medium_id: medium }}
      filterControls={
        <FilterSelect
          id="filter-medium"
          label="Medium"
          all="All mediums"
          value={medium}
          onChange={setMedium}
          options={mediums}
        />
      }
      columns={[
        byName,
        { header: 'Medium', sort: 'medium', cell: (r) => r.medium },
        { header: 'Shift', sort: 'shift', cell: (r) => r.shift ?? '—' },
        { header: 'Stream', sort: 'stream', cell: (r) => r.stream ?? '—' },
        { header: 'Semesters', cell: (r) => (r.uses_semesters ? 'Yes' : 'No') },
      ]}
      schema={classSchema}
      blank={{ name: '', medium_id: '', shift_id: '', stream_id: '', uses_semesters: false }}
      toForm={(r) => ({
        name: r.name,
        medium_id: r.medium_id,
        shift_id: r.shift_id ?? '',
        stream_id: r.stream_id ?? '',
        uses_semesters: r.uses_semesters,
      })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <SelectField name="medium_id" label="Medium" options={mediums} blank="Choose…" />
          <SelectField name="shift_id" label="Shift" options={shifts} blank="No shift" />
          <SelectField name="stream_id" label="Stream" options={streams} blank="No stream" />
          <CheckField name="uses_semesters" label="Uses semesters" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
