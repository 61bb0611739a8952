'use client';
/**
 * A record's custom fields in their groups and order, formatted (the profile's overview). The
 * record's answer holds only the values its reader may see; the definitions come from
 * GET /api/custom-fields?entity=. Messages: the `custom-fields` namespace.
 */
import { useTranslations } from 'use-intl';
import { Facts } from '@/components/ui/record-view';
import { useSchoolFormat } from '@/components/ui/school-format';
import type { CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import { byGroup, useCustomFields, type CustomField } from './use-custom-fields';

export function CustomFieldValues(props: {
  entity: CustomFieldEntity;
  values: Record<string, unknown>;
}) {
  const t = useTranslations('custom-fields');
  const format = useSchoolFormat();
  const fields = useCustomFields(props.entity);
  const shown = (fields.data ?? []).filter((f) => f.key in props.values);
  if (!shown.length) return null;
  const formatted = (f: CustomField, value: unknown) => {
    if (value === null || value === undefined || value === '') return null;
    if (f.kind === 'yes_no') return value ? t('values.yes') : t('values.no');
    if (f.kind === 'date' && typeof value === 'string') return format.date(value);
    if (f.kind === 'file' && typeof value === 'string')
      return (
        <a href={value} target="_blank" rel="noreferrer">
          {t('values.openFile')}
        </a>
      );
    if (Array.isArray(value)) return value.join(', ');
    return String(value);
  };
  return (
    <section aria-label={t('values.title')}>
      {byGroup(shown).map(([group, list]) => (
        <div key={group ?? ''}>
          <h2 className="h6">{group ?? t('values.title')}</h2>
          <Facts rows={list.map((f) => [f.label, formatted(f, props.values[f.key])])} />
        </div>
      ))}
    </section>
  );
}
