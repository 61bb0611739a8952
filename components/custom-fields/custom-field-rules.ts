/**
 * A record form's schema with its custom fields' rules added: `check` is the API's own
 * `checkValues` in the words of the form's language (`useCustomFieldCheck`).
 */
import type { z } from 'zod';

/** Each problem of a record's `custom_fields` as a form path and its words. */
export type CustomFieldCheck = (
  values: Record<string, unknown> | undefined,
  creating: boolean,
) => readonly (readonly [string, string])[];

export function withCustomFieldRules<S extends z.ZodType>(schema: S, check: CustomFieldCheck): S {
  return schema.superRefine((values, ctx) => {
    // Checked as an edit: the inputs give every field its key (blank when new), so a required
    // one is named either way; the API checks a create's missing keys too.
    const sent = (values as { custom_fields?: Record<string, unknown> }).custom_fields;
    for (const [path, message] of check(sent, false))
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
  });
}
