/**
 * zod → 422 with a message per field, named by its path (`guardians.0.email`).
 *
 * Before any schema runs, every string of the input (body, query, path parameters) is checked
 * for control characters: PostgreSQL refuses a NUL in text outright (a 500 otherwise), and
 * the others have no place in a school's records. Tab, line feed and carriage return stay
 * allowed, for multi-line text such as notes and addresses.
 */
import type { z } from 'zod';
import { validationFailed, type FieldErrors } from './errors';

const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'This field contains a control character (such as a NUL byte) that is not allowed.';

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Field path → message for every string (or key) of `input` holding a control character. */
export function controlCharacterErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) errors[path.join('.') || '_'] ??= CONTROL_CHARACTER_MESSAGE;
      return;
    }
    // Uploaded files are bytes, checked by their own readers; depth bounds hostile nesting.
    if (!value || typeof value !== 'object' || value instanceof Blob || depth > 32) return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      if (hasControlCharacter(key)) errors[childPath.join('.')] ??= CONTROL_CHARACTER_MESSAGE;
      else visit(child, childPath, depth + 1);
    }
  };
  visit(input, [], 0);
  return errors;
}

export function refuseControlCharacters(input: unknown): void {
  const errors = controlCharacterErrors(input);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  refuseControlCharacters(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  throw validationFailed(errors);
}
