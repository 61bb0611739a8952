'use client';
/** Class groups: a named set of classes. */
import { useTranslations } from 'use-intl';
import { CheckboxListField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { classGroupSchema } from '@/lib/api/modules/academics/schemas';
import { useNameColumn, useOptions } from './options';

type Row = {
  id: number;
  name: string;
  description: string | null;
  class_ids: number[];
  classes: string;
};

export function ClassGroupScreen() {
  const t = useTranslations('academics');
  const byName = useNameColumn();
  const classes = useOptions('classes');
  return (
    <ResourceScreen<Row>
      title={t('classGroup.title')}
      singular={t('classGroup.singular')}
      path="/api/class-groups"
      needs={{
        create: 'class-group-create',
        edit: 'class-group-edit',
        delete: 'class-group-delete',
      }}
      columns={[
        byName,
        { header: t('classGroup.classes'), cell: (r) => r.classes },
        { header: t('description'), cell: (r) => r.description },
      ]}
      schema={classGroupSchema}
      blank={{ name: '', description: '', class_ids: [] }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '', class_ids: r.class_ids })}
      fields={
        <>
          <TextField name="name" label={t('name')} />
          <TextField name="description" label={t('description')} />
          <CheckboxListField name="class_ids" label={t('classGroup.classes')} options={classes} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
