'use client';
/** Classes: name, medium, optional shift and stream, and whether the class uses semesters. */
import { useTranslations } from 'use-intl';
import { CheckField, SelectField, TextField } from '@/components/ui/fields';
import { FilterSelect } from '@/components/ui/filter-select';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { classSchema } from '@/lib/api/modules/academics/schemas';
import type { ClassRow as Row } from '@/lib/api/modules/academics/types';
import { useNameColumn, useOptions } from './options';
import { useUrlFilter } from '@/components/ui/use-url-state';

export function ClassScreen() {
  const t = useTranslations('academics');
  const byName = useNameColumn();
  const mediums = useOptions('mediums');
  const shifts = useOptions('shifts');
  const streams = useOptions('streams');
  const [medium, setMedium] = useUrlFilter('medium_id');
  return (
    <ResourceScreen<Row>
      title={t('classes.title')}
      singular={t('classes.singular')}
      path="/api/classes"
      needs={{ create: 'class-create', edit: 'class-edit', delete: 'class-delete' }}
      filters={{ medium_id: medium }}
      filterControls={
        <FilterSelect
          id="filter-medium"
          label={t('classes.medium')}
          all={t('classes.allMediums')}
          value={medium}
          onChange={setMedium}
          options={mediums}
        />
      }
      columns={[
        byName,
        { header: t('classes.medium'), sort: 'medium', cell: (r) => r.medium },
        { header: t('classes.shift'), sort: 'shift', cell: (r) => r.shift ?? '—' },
        { header: t('classes.stream'), sort: 'stream', cell: (r) => r.stream ?? '—' },
        {
          header: t('classes.semesters'),
          cell: (r) => (r.uses_semesters ? t('yes') : t('no')),
        },
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
          <TextField name="name" label={t('name')} />
          <SelectField
            name="medium_id"
            label={t('classes.medium')}
            options={mediums}
            blank={t('choose')}
          />
          <SelectField
            name="shift_id"
            label={t('classes.shift')}
            options={shifts}
            blank={t('classes.noShift')}
          />
          <SelectField
            name="stream_id"
            label={t('classes.stream')}
            options={streams}
            blank={t('classes.noStream')}
          />
          <CheckField name="uses_semesters" label={t('classes.usesSemesters')} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
