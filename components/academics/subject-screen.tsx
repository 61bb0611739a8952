'use client';
/** Subjects: name, code, Theory or Practical, and a colour for timetables. */
import { SelectField, TextField } from '@/components/ui/fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { SUBJECT_TYPES, subjectSchema } from '@/lib/api/modules/academics/schemas';
import { byName } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

type Row = { id: number; name: string; code: string | null; type: string; color: string | null };
const TYPES = SUBJECT_TYPES.map((t) => ({ value: t, label: t }));

export function SubjectScreen() {
  const [type, setType] = useUrlFilter('type');
  return (
    <ResourceScreen<Row>
      title="Subjects"
      singular="subject"
      path="/api/subjects"
      needs={{ create: 'subject-create', edit: 'subject-edit', delete: 'subject-delete' }}
      filters={{ type }}
      filterControls={
        <FilterSelect
          id="filter-type"
          label="Type"
          all="All types"
          value={type}
          onChange={setType}
          options={TYPES}
        />
      }
      columns={[
        byName,
        { header: 'Code', sort: 'code', cell: (r) => r.code },
        { header: 'Type', sort: 'type', cell: (r) => r.type },
        {
          header: 'Colour',
          cell: (r) =>
            r.color && (
              <span className="d-inline-flex align-items-center gap-2">
                <span
                  aria-hidden="true"
                  className="d-inline-block rounded border"
                  style={{ width: 16, height: 16, background: r.color }}
                />
                {r.color}
              </span>
            ),
        },
      ]}
      schema={subjectSchema}
      blank={{ name: '', code: '', type: 'Theory', color: '#3366cc' }}
      toForm={(r) => ({ name: r.name, code: r.code ?? '', type: r.type, color: r.color ?? '' })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <TextField name="code" label="Code" />
          <SelectField name="type" label="Type" options={TYPES} />
          <TextField name="color" label="Colour" type="color" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
