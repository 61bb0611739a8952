'use client';
/** Class-sections: which sections each class has (Grade 1 - A, Grade 1 - B, ...). */
import { SelectField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { classSectionSchema } from '@/lib/api/modules/academics/schemas';
import type { ClassSectionRow as Row } from '@/lib/api/modules/academics/types';
import { ClassFilter } from './class-filter';
import { useOptions } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

export function ClassSectionScreen() {
  const classes = useOptions('classes');
  const sections = useOptions('sections');
  const [classId, setClassId] = useUrlFilter('class_id');
  return (
    <ResourceScreen<Row>
      title="Class sections"
      singular="class section"
      path="/api/class-sections"
      needs={{ create: 'class-create', edit: 'class-edit', delete: 'class-delete' }}
      filters={{ class_id: classId }}
      filterControls={<ClassFilter value={classId} onChange={setClassId} />}
      columns={[
        { header: 'Class', sort: 'class', cell: (r) => r.class },
        { header: 'Section', sort: 'section', cell: (r) => r.section },
      ]}
      schema={classSectionSchema}
      blank={{ class_id: '', section_id: '' }}
      toForm={(r) => ({ class_id: r.class_id, section_id: r.section_id })}
      fields={
        <>
          <SelectField name="class_id" label="Class" options={classes} blank="Choose…" />
          <SelectField name="section_id" label="Section" options={sections} blank="Choose…" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
