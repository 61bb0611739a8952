'use client';
/** Fee types: name and description (Tuition, Library...). */
import { useTranslations } from 'use-intl';
import { TextField } from '@/components/ui/fields';
import { ResourceScreen } from '@/components/ui/resource-screen';
import { feeTypeSchema } from '@/lib/api/modules/fees/schemas';

type Row = { id: number; name: string; description: string | null };

export function FeeTypeScreen() {
  const t = useTranslations('fees');
  return (
    <ResourceScreen<Row>
      title={t('feeTypes.title')}
      singular={t('feeTypes.singular')}
      path="/api/fee-types"
      needs={{ create: 'fees-type-create', edit: 'fees-type-edit', delete: 'fees-type-delete' }}
      columns={[
        { header: t('feeTypes.name'), sort: 'name', cell: (r) => r.name },
        { header: t('feeTypes.description'), cell: (r) => r.description ?? '' },
      ]}
      schema={feeTypeSchema}
      blank={{ name: '', description: '' }}
      toForm={(r) => ({ name: r.name, description: r.description ?? '' })}
      fields={
        <>
          <TextField name="name" label={t('feeTypes.name')} />
          <TextField name="description" label={t('feeTypes.description')} />
        </>
      }
      describe={(r) => r.name}
    />
  );
}
