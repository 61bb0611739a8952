'use client';
/** Shifts: name, times and whether the shift is in use. */
import { CheckField, TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { shiftSchema } from '@/lib/api/modules/academics/schemas';
import { byName } from './options';

type Row = { id: number; name: string; start_time: string; end_time: string; is_active: boolean };
const hhmm = (t: string) => t.slice(0, 5);

export function ShiftScreen() {
  return (
    <ResourceScreen<Row>
      title="Shifts"
      singular="shift"
      path="/api/shifts"
      needs={{ create: 'shift-create', edit: 'shift-edit', delete: 'shift-delete' }}
      columns={[
        byName,
        { header: 'Starts', sort: 'start_time', cell: (r) => hhmm(r.start_time) },
        { header: 'Ends', sort: 'end_time', cell: (r) => hhmm(r.end_time) },
        { header: 'Active', sort: 'is_active', cell: (r) => (r.is_active ? 'Yes' : 'No') },
      ]}
      schema={shiftSchema}
      blank={{ name: '', start_time: '', end_time: '', is_active: true }}
      toForm={(r) => ({ ...r, start_time: hhmm(r.start_time), end_time: hhmm(r.end_time) })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <TextField name="start_time" label="Start time" type="time" />
          <TextField name="end_time" label="End time" type="time" />
          <CheckField name="is_active" label="Active" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
