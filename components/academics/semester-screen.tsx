'use client';
/** Semesters: name with start and end month (a semester may run over the new year). */
import { useTranslations } from 'use-intl';
import { SelectField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { semesterSchema } from '@/lib/api/modules/academics/schemas';
import type { SemesterRow as Row } from '@/lib/api/modules/academics/types';
import { useMonthName, useMonthOptions, useNameColumn } from './options';

export function SemesterScreen() {
  const t = useTranslations('academics');
  const byName = useNameColumn();
  const monthName = useMonthName();
  const months = useMonthOptions();
  return (
    <ResourceScreen<Row>
      title={t('semester.title')}
      singular={t('semester.singular')}
      path="/api/semesters"
      needs={{ create: 'semester-create', edit: 'semester-edit', delete: 'semester-delete' }}
      columns={[
        byName,
        {
          header: t('semester.startMonth'),
          sort: 'start_month',
          cell: (r) => monthName(r.start_month),
        },
        { header: t('semester.endMonth'), sort: 'end_month', cell: (r) => monthName(r.end_month) },
      ]}
      schema={semesterSchema}
      blank={{ name: '', start_month: '', end_month: '' }}
      toForm={(r) => ({ name: r.name, start_month: r.start_month, end_month: r.end_month })}
      fields={
        <>
          <TextField name="name" label={t('name')} />
          <SelectField
            name="start_month"
            label={t('semester.startMonth')}
            options={months}
            blank={t('choose')}
          />
          <SelectField
            name="end_month"
            label={t('semester.endMonth')}
            options={months}
            blank={t('choose')}
          />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
