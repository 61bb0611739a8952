/**
 * The submit handler of a form that posts its values to one API route and shows the answer's
 * message: failures go through showApiError (422 on the fields, the rest as toasts).
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiFetch } from '@/lib/client/api-fetch';
import { showApiError } from './api-errors';

export function postingTo<T extends FieldValues>(
  path: string,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onDone: (message: string) => void,
) {
  return async (values: unknown): Promise<void> => {
    try {
      const res = await apiFetch<{ message: string }>(path, {
        method: 'POST',
        body: JSON.stringify(values),
      });
      onDone(res.message);
    } catch (error) {
      showApiError(error, setError, fields);
    }
  };
}
