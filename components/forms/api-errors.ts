/**
 * What a form does with a failed API call: a 422's field messages go on the fields the form
 * has; anything else (throttling, a server error, a message for a field the form lacks) is a
 * toast. Returns the names of the fields that got a message.
 */
import { toast } from '@/components/ui/toast';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/lib/client/api-fetch';

export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  const set: Path<T>[] = [];
  if (error instanceof ApiRequestError && error.status === 422) {
    for (const [field, message] of Object.entries(error.fieldErrors)) {
      const name = fields.find((f) => f === field);
      if (name) {
        setError(name, { type: 'server', message }, { shouldFocus: set.length === 0 });
        set.push(name);
      }
    }
    if (set.length) return set;
  }
  toast.error(
    error instanceof Error ? error.message : 'Something went wrong. Please try again in a moment.',
  );
  return set;
}
