/**
 * The definitions of an entity's custom fields the caller may see (GET /api/custom-fields?
 * entity=): the cache entry the screens read, and what a page's server render prefetches.
 */
import type { CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import type { FieldDefinition } from '@/lib/api/modules/custom-fields/types';
import { dataOf, type PrefetchQuery } from '@/lib/session/prefetch-query';

export const customFieldsKey = (entity: CustomFieldEntity) => ['custom-fields', entity] as const;

export const customFieldsQuery = (entity: CustomFieldEntity): PrefetchQuery<FieldDefinition[]> => ({
  queryKey: customFieldsKey(entity),
  path: `/api/custom-fields?entity=${entity}`,
  pick: dataOf,
});
