'use client';
/**
 * The students list's "missing documents" filter (issue 29): any required document, or one
 * type of document, that a student has no kept copy of. Kept in the address as
 * `?missing_document=required|<type id>` and sent as the API's `missing_documents=true` or
 * `missing_document_type_id=`. Offered to those who read the school's document types.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { FilterSelect } from '@/components/ui/filter-select';
import { usePermissions } from '@/components/ui/use-permissions';
import { useUrlFilter } from '@/components/ui/use-url-state';
import { documentTypesKey, fetchDocumentTypes } from './queries';

const REQUIRED = 'required';

/** The API's parameters for the filter's value in the address (pure). */
export function missingDocumentParams(value: string): Record<string, string> {
  if (value === REQUIRED) return { missing_documents: 'true' };
  return /^\d+$/.test(value) ? { missing_document_type_id: value } : {};
}

/**
 * `mayList`: whether the user may read the document types, when the page's server render knows
 * it (then the filter comes with the page instead of after /api/me: no layout shift).
 */
export function useMissingDocumentsFilter(mayList?: boolean) {
  const t = useTranslations('documents');
  const { can } = usePermissions();
  const allowed = mayList ?? can('document-types-list');
  const [value, setValue] = useUrlFilter('missing_document');
  const types = useQuery({
    queryKey: documentTypesKey('student'),
    queryFn: () => fetchDocumentTypes('student'),
    enabled: allowed,
  });
  const control = allowed && (
    <FilterSelect
      id="filter-missing-document"
      label={t('filter.label')}
      all={t('filter.none')}
      value={value}
      onChange={setValue}
      options={[
        { value: REQUIRED, label: t('filter.anyRequired') },
        ...(types.data ?? []).map((d) => ({ value: d.id, label: d.name })),
      ]}
    />
  );
  return { params: missingDocumentParams(value), control: control || null };
}
