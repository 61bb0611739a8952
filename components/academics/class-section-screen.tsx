'use client';
/** Class-sections: which sections each class has (Grade 1 - A, Grade 1 - B, ...). */
import { useTranslations } from 'use-intl';
import { SelectField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { classSectionSchema } from '@/lib/api/modules/academics/schemas';
import type { ClassSectionRow as Row } from '@/lib/api/modules/academics/types';
import { ClassFilter } from './class-filter';
import { useOptions } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

export function ClassSectionScreen() {
  const t = useTranslations('academics');
  const classes = useOptions('classes');
  const sections = useOptions('sections');
  const [classId, setClassId] = useUrlFilter('class_id');
  return (
    <ResourceScreen<Row>
      title={t('classSection.title')}
      singular={t('classSection.singular')}
      path="/api/class-sections"
      needs={{ create: 'class-create', edit: 'class-edit', delete: 'class-delete' }}
      filters={{ class_id: classId }}
      filterControls={<ClassFilter value={classId} onChange={setClassId} />}
      columns={[
        { header: t('class'), sort: 'class', cell: (r) => r.class },
        { header: t('classSection.section'), sort: 'section', cell: (r) => r.section },
      ]}
      schema={classSectionSchema}
      blank={{ class_id: '', section_id: '' }}
      toForm={(r) => ({ class_id: r.class_id, section_id: r.section_id })}
      fields={
        <>
          <SelectField name="class_id" label={t('class')} options={classes} blank={t('choose')} />
          <SelectField
            name="section_id"
            label={t('classSection.section')}
            options={sections}
            blank={t('choose')}
          />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
