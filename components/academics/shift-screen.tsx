'use client';
/** Shifts: name, times and whether the shift is in use. */
import { useTranslations } from 'use-intl';
import { CheckField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { shiftSchema } from '@/lib/api/modules/academics/schemas';
import { useNameColumn } from './options';

type Row = { id: number; name: string; start_time: string; end_time: string; is_active: boolean };
const hhmm = (t: string) => t.slice(0, 5);

export function ShiftScreen() {
  const t = useTranslations('academics');
  const byName = useNameColumn();
  return (
    <ResourceScreen<Row>
      title={t('shift.title')}
      singular={t('shift.singular')}
      path="/api/shifts"
      needs={{ create: 'shift-create', edit: 'shift-edit', delete: 'shift-delete' }}
      columns={[
        byName,
        { header: t('shift.starts'), sort: 'start_time', cell: (r) => hhmm(r.start_time) },
        { header: t('shift.ends'), sort: 'end_time', cell: (r) => hhmm(r.end_time) },
        {
          header: t('shift.active'),
          sort: 'is_active',
          cell: (r) => (r.is_active ? t('yes') : t('no')),
        },
      ]}
      schema={shiftSchema}
      blank={{ name: '', start_time: '', end_time: '', is_active: true }}
      toForm={(r) => ({ ...r, start_time: hhmm(r.start_time), end_time: hhmm(r.end_time) })}
      fields={
        <>
          <TextField name="name" label={t('name')} />
          <TextField name="start_time" label={t('shift.startTime')} type="time" />
          <TextField name="end_time" label={t('shift.endTime')} type="time" />
          <CheckField name="is_active" label={t('shift.active')} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
