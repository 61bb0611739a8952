'use client';
/** Inventory categories: name and description (Stationery, Cleaning...). School Admin only. */
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { inventoryCategorySchema } from '@/lib/api/modules/inventory/schemas';
import { ADMIN } from './shared';

type Row = { id: number; name: string; description: string | null };

export function InventoryCategoryScreen() {
  const t = useTranslations('inventory');
  return (
    <ResourceScreen<Row>
      title={t('categories.title')}
      singular={t('categories.singular')}
      path="/api/inventory-categories"
      needs={{ create: ADMIN, edit: ADMIN, delete: ADMIN }}
      columns={[
        { header: t('name'), sort: 'name', cell: (r) => r.name },
        { header: t('description'), cell: (r) => r.description ?? '' },
      ]}
      schema={inventoryCategorySchema}
      blank={{ name: '', description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '' })}
      fields={
        <>
          <TextField name="name" label={t('name')} />
          <TextField name="description" label={t('description')} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
