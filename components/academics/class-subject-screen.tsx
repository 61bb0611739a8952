'use client';
/**
 * Class-subjects: compulsory subjects of a class, or an elective group ("choose N of M"),
 * for the whole year or one semester. Editing a row of a group edits the whole group.
 */
import { StatusBadge } from '@/components/ui/status-badge';
import { useWatch } from 'react-hook-form';
import { CheckboxListField, SelectField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import {
  CLASS_SUBJECT_TYPES,
  classSubjectSchema,
} from '@/lib/api/modules/academics/class-subject-schemas';
import { ClassFilter } from './class-filter';
import { useOptions } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

type Row = {
  id: number;
  class_id: number;
  class: string;
  semester_id: number | null;
  semester: string | null;
  subject: string;
  type: (typeof CLASS_SUBJECT_TYPES)[number];
  group_name: string | null;
  choose_count: number | null;
  subject_ids: number[];
};

const TYPES = CLASS_SUBJECT_TYPES.map((t) => ({ value: t, label: t }));

function Fields() {
  const classes = useOptions('classes');
  const semesters = useOptions('semesters');
  const subjects = useOptions('subjects');
  const type = useWatch({ name: 'type' }) as string;
  return (
    <>
      <SelectField name="class_id" label="Class" options={classes} blank="Choose…" />
      <SelectField name="semester_id" label="Semester" options={semesters} blank="Whole year" />
      <SelectField name="type" label="Type" options={TYPES} />
      <CheckboxListField name="subject_ids" label="Subjects" options={subjects} />
      {type === 'Elective' && (
        <>
          <TextField name="group_name" label="Elective group name" />
          <TextField
            name="choose_count"
            label="Subjects a student chooses"
            type="number"
            hint="Fewer than the subjects ticked above: choose N of M."
          />
        </>
      )}
    </>
  );
}

export function ClassSubjectScreen() {
  const [classId, setClassId] = useUrlFilter('class_id');
  return (
    <ResourceScreen<Row>
      title="Class subjects"
      singular="class subject"
      path="/api/class-subjects"
      needs={{
        create: 'class-subject-create',
        edit: 'class-subject-edit',
        delete: 'class-subject-delete',
      }}
      filters={{ class_id: classId }}
      filterControls={<ClassFilter value={classId} onChange={setClassId} />}
      columns={[
        { header: 'Class', sort: 'class', cell: (r) => r.class },
        { header: 'Semester', sort: 'semester', cell: (r) => r.semester ?? 'Whole year' },
        { header: 'Subject', sort: 'subject', cell: (r) => r.subject },
        {
          header: 'Type',
          sort: 'type',
          cell: (r) =>
            r.type === 'Elective' ? (
              <>
                <StatusBadge status="elective" /> {r.group_name}: choose {r.choose_count} of{' '}
                {r.subject_ids.length}
              </>
            ) : (
              <StatusBadge status="compulsory" />
            ),
        },
      ]}
      schema={classSubjectSchema}
      blank={{
        class_id: classId,
        semester_id: '',
        type: 'Compulsory',
        subject_ids: [],
        group_name: '',
        choose_count: '',
      }}
      toForm={(r) => ({
        class_id: r.class_id,
        semester_id: r.semester_id ?? '',
        type: r.type,
        subject_ids: r.subject_ids,
        group_name: r.group_name ?? '',
        choose_count: r.choose_count ?? '',
      })}
      fields={<Fields />}
      describe={(r) => `${r.subject} (${r.class})`}
    />
  );
}
