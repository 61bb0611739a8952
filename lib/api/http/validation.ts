/** zod → 422 with a message per field, named by its path (`guardians.0.email`). */
import type { z } from 'zod';
import { validationFailed, type FieldErrors } from './errors';

export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  throw validationFailed(errors);
}
