'use client';
/** Fee types: name and description (Tuition, Library...). */
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { feeTypeSchema } from '@/lib/api/modules/fees/schemas';

type Row = { id: number; name: string; description: string | null };

export function FeeTypeScreen() {
  return (
    <ResourceScreen<Row>
      title="Fee types"
      singular="fee type"
      path="/api/fee-types"
      needs={{ create: 'fees-type-create', edit: 'fees-type-edit', delete: 'fees-type-delete' }}
      columns={[
        { header: 'Name', sort: 'name', cell: (r) => r.name },
        { header: 'Description', cell: (r) => r.description ?? '' },
      ]}
      schema={feeTypeSchema}
      blank={{ name: '', description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '' })}
      fields={
        <>
          <TextField name="name" label="Name" />
          <TextField name="description" label="Description" />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
