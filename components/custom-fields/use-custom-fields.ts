'use client';
/** The definitions of an entity's custom fields the caller may see (GET /api/custom-fields?entity=). */
import { useQuery } from '@tanstack/react-query';
import type { CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import type { FieldDefinition } from '@/lib/api/modules/custom-fields/types';
import { apiFetch } from '@/lib/client/api-fetch';
import { customFieldsKey, customFieldsQuery } from './custom-fields-query';

export type CustomField = FieldDefinition;
export { customFieldsKey };

export function useCustomFields(entity: CustomFieldEntity) {
  const { queryKey, path, pick } = customFieldsQuery(entity);
  return useQuery({
    queryKey,
    queryFn: async () => pick(await apiFetch<{ data: unknown }>(path)),
    staleTime: 60_000,
  });
}

/** Fields in their groups, in order (the answer is ordered: groups, then fields). */
export function byGroup(fields: readonly CustomField[]): [string | null, CustomField[]][] {
  const groups = new Map<string | null, CustomField[]>();
  for (const f of fields) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups];
}
