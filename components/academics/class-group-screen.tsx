'use client';
/** Class groups: a named set of classes. */
import { CheckboxListField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { classGroupSchema } from '@/lib/api/modules/academics/schemas';
import { byName, useOptions } from './options';

type Row = {
  id: number;
  name: string;
  description: string | null;
  class_ids: number[];
  classes: string;
};

export function ClassGroupScreen() {
  const classes = useOptions('classes');
  return (
    <ResourceScreen<Row>
      title="Class groups"
      singular="class group"
      path="/api/class-groups"
      needs={{
        create: 'class-group-create',
        edit: 'class-group-edit',
        delete: 'class-group-delete',
      }}
      columns={[
        byName,
        { header: 'Classes', cell: (r) => r.classes },
        { header: 'Description', cell: (r) => r.description },
      ]}
      schema={classGroupSchema}
      blank={{ name: '', description: '', class_ids: [] }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '', class_ids: r.class_ids })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <TextField name="description" label="Description" />
          <CheckboxListField name="class_ids" label="Classes" options={classes} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
