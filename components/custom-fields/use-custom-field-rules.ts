'use client';
/**
 * A record form's schema with its custom fields' rules (the guardian, staff and teacher forms):
 * the same `checkValues` the API runs, so a required field left blank or a value of the wrong
 * kind shows its message on its input before the form is sent, beside the schema's own. Made
 * again as the definitions load (react-hook-form reads its resolver on every render).
 */
import type { z } from 'zod';
import type { CustomFieldEntity } from '@/lib/api/modules/custom-fields/field-schemas';
import { useCustomFieldCheck } from './custom-field-inputs';
import { withCustomFieldRules } from './custom-field-rules';

export function useCustomFieldRules<S extends z.ZodType>(entity: CustomFieldEntity, schema: S): S {
  return withCustomFieldRules(schema, useCustomFieldCheck(entity));
}
