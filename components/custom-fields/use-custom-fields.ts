'use client';
/** The definitions of an entity's custom fields the caller may see (GET /api/custom-fields?entity=). */
import { useQuery } from '@tanstack/react-query';
import type { CustomFieldEntity, CustomFieldKind } from '@/lib/api/modules/custom-fields/field-schemas';
import { apiFetch } from '@/lib/client/api-fetch';

export type CustomField = {
  id: number;
  entity: CustomFieldEntity;
  key: string;
  label: string;
  kind: CustomFieldKind;
  options: string[];
  required: boolean;
  /** The group's name, or null for fields outside any group. */
  group: string | null;
  group_id: number | null;
  position: number;
};

export const customFieldsKey = (entity: CustomFieldEntity) => ['custom-fields', entity] as const;

export function useCustomFields(entity: CustomFieldEntity) {
  return useQuery({
    queryKey: customFieldsKey(entity),
    queryFn: async () =>
      (await apiFetch<{ data: CustomField[] }>(`/api/custom-fields?entity=${entity}`)).data,
    staleTime: 60_000,
  });
}

/** Fields in their groups, in order (the answer is ordered: groups, then fields). */
export function byGroup(fields: readonly CustomField[]): [string | null, CustomField[]][] {
  const groups = new Map<string | null, CustomField[]>();
  for (const f of fields) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  return [...groups];
}
