'use client';
/** Rooms a lesson may take: name and capacity (the `/api/rooms` resource, timetable-* permissions). */
import { useTranslations } from 'use-intl';
import { z } from 'zod';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { roomSchema } from '@/lib/api/modules/timetable/schemas';

type Row = { id: number; name: string; capacity: number | null };

/** The API's schema, with an empty capacity sent as none (the input holds text). */
const formSchema = roomSchema.extend({
  capacity: z.preprocess((v) => (v === '' ? null : v), roomSchema.shape.capacity),
});

export function RoomsScreen() {
  const t = useTranslations('timetable');
  return (
    <ResourceScreen<Row>
      title={t('rooms.title')}
      singular={t('rooms.singular')}
      path="/api/rooms"
      needs={{ create: 'timetable-create', edit: 'timetable-edit', delete: 'timetable-delete' }}
      columns={[
        { header: t('rooms.name'), sort: 'name', cell: (r) => r.name },
        { header: t('rooms.capacity'), cell: (r) => r.capacity ?? '—' },
      ]}
      schema={formSchema}
      blank={{ name: '', capacity: '' }}
      toForm={(r) => ({ name: r.name, capacity: r.capacity ?? '' })}
      fields={
        <>
          <TextField name="name" label={t('rooms.name')} />
          <TextField name="capacity" type="number" label={t('rooms.capacity')} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
