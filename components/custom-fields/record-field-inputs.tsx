'use client';
/**
 * The custom-field inputs of a guardian's or staff member's form (the list screens' modals,
 * the add-teacher page), whose rows carry no values: editing a record reads its values from
 * its own answer (`recordPath`) and fills them in once both they and the definitions are
 * there, unless the user has already typed. Until then the form sends `custom_fields: {}`,
 * which changes nothing on an edit (only the keys sent are written).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { LIST_KEY } from '@/components/ui/list-key';
import type { CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import { apiFetch } from '@/lib/client/api-fetch';
import { CustomFieldInputs, customFieldDefaults } from './custom-field-inputs';
import { useCustomFields } from './use-custom-fields';

/** An added record's starting values: none (a stable object, so the effect runs once). */
const NONE: Record<string, unknown> = {};

export function RecordFieldInputs({
  entity,
  recordPath,
}: {
  entity: CustomFieldEntity;
  /** The record's API path when editing (`/api/staff/12`); none when adding. */
  recordPath?: string;
}) {
  const { setValue, getFieldState } = useFormContext();
  const fields = useCustomFields(entity).data;
  const record = useQuery({
    queryKey: [LIST_KEY, 'custom-field-values', recordPath],
    queryFn: async () =>
      (await apiFetch<{ data: { custom_fields?: Record<string, unknown> } }>(recordPath ?? '')).data
        .custom_fields ?? {},
    enabled: Boolean(recordPath && fields?.length),
  });
  const values = recordPath ? record.data : NONE;
  useEffect(() => {
    if (!fields?.length || !values || getFieldState('custom_fields').isDirty) return;
    setValue('custom_fields', customFieldDefaults(fields, values));
  }, [fields, values, setValue, getFieldState]);
  return <CustomFieldInputs entity={entity} />;
}
