'use client';
/**
 * The students list's custom fields: filters kept in the address as `cf.<key>=<value>` (what
 * GET /api/students takes), and optional columns (`cf_columns=1`), one per field the user
 * sees. Messages: the `custom-fields` namespace.
 */
import { useSearchParams } from 'next/navigation';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import type { Column } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useUrlState } from '@/components/ui/use-url-state';
import type { CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import { valueAsCell } from '@/lib/api/modules/custom-fields/types';
import { useCustomFields, type CustomField } from './use-custom-fields';

/** The `cf.<key>` parameters of the address, for the list's request. */
export function useCustomFieldParams(): Record<string, string> {
  const params = useSearchParams();
  return Object.fromEntries([...params.entries()].filter(([name]) => name.startsWith('cf.')));
}

/** One column per field the user sees, when the list shows them. */
export function useCustomFieldColumns<Row extends { custom_fields?: Record<string, unknown> }>(
  entity: CustomFieldEntity,
): Column<Row>[] {
  const shown = useSearchParams().get('cf_columns') === '1';
  const fields = useCustomFields(entity).data ?? [];
  if (!shown) return [];
  return fields.map((f) => ({
    header: f.label,
    cell: (row: Row) => valueAsCell(row.custom_fields?.[f.key]) || '—',
  }));
}

function ValueFilter({ field }: { field: CustomField }) {
  const t = useTranslations('custom-fields');
  const { params, update } = useUrlState();
  const name = `cf.${field.key}`;
  const set = (value: string) => update({ [name]: value || undefined, page: undefined });
  const value = params.get(name) ?? '';
  const id = `filter-cf-${field.key}`;
  if (field.kind === 'choice' || field.kind === 'multi_choice' || field.kind === 'yes_no')
    return (
      <FilterSelect
        id={id}
        label={field.label}
        all={t('list.any')}
        value={value}
        onChange={set}
        options={
          field.kind === 'yes_no'
            ? [
                { value: 'yes', label: t('values.yes') },
                { value: 'no', label: t('values.no') },
              ]
            : field.options.map((o) => ({ value: o, label: o }))
        }
      />
    );
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-1">{field.label}</Form.Label>
      <Form.Control
        type={field.kind === 'date' ? 'date' : field.kind === 'number' ? 'number' : 'text'}
        defaultValue={value}
        onBlur={(e) => set(e.target.value.trim())}
        onKeyDown={(e) => {
          if (e.key === 'Enter') set(e.currentTarget.value.trim());
        }}
      />
    </Form.Group>
  );
}

/** The filters of the fields the user chose to filter by, and the switch for the columns. */
export function CustomFieldFilters({ entity }: { entity: CustomFieldEntity }) {
  const t = useTranslations('custom-fields');
  const { params, update } = useUrlState();
  const fields = (useCustomFields(entity).data ?? []).filter((f) => f.kind !== 'file');
  if (!fields.length) return null;
  const chosen = fields.filter(
    (f) => params.has(`cf.${f.key}`) || params.get('cf_filter') === f.key,
  );
  return (
    <>
      <FilterSelect
        id="filter-custom-field"
        label={t('list.filterBy')}
        all={t('list.none')}
        value={params.get('cf_filter') ?? ''}
        onChange={(key) => update({ cf_filter: key || undefined })}
        options={fields.map((f) => ({ value: f.key, label: f.label }))}
      />
      {chosen.map((f) => (
        <ValueFilter key={f.key} field={f} />
      ))}
      <Form.Check
        type="switch"
        id="cf-columns"
        className="align-self-end mb-2"
        label={t('list.showColumns')}
        checked={params.get('cf_columns') === '1'}
        onChange={(e) => update({ cf_columns: e.target.checked ? '1' : undefined })}
      />
    </>
  );
}
