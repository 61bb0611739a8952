'use client';
/** Inventory categories: name and description (Stationery, Cleaning...). School Admin only. */
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { inventoryCategorySchema } from '@/lib/api/modules/inventory/schemas';
import { ADMIN } from './shared';

type Row = { id: number; name: string; description: string | null };

export function InventoryCategoryScreen() {
  return (
    <ResourceScreen<Row>
      title="Inventory categories"
      singular="category"
      path="/api/inventory-categories"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      columns={[
        { header: 'Name', sort: 'name', cell: (r) => r.name },
        { header: 'Description', cell: (r) => r.description ?? '' },
      ]}
      schema={inventoryCategorySchema}
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
