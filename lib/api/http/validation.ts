/**
 * What no field of any request may hold, and zod → 422 with a message per field, named by its
 * path (`guardians.0.email`).
 *
 * Every string of a request's input (path parameters, query, body, the text fields and file
 * names of a form) is checked at the edge (input.ts) before any schema or handler sees it:
 * - control characters: PostgreSQL refuses a NUL in text outright (a 500 otherwise), and the
 *   others have no place in a school's records. Tab, line feed and carriage return stay
 *   allowed, for multi-line text such as notes and addresses;
 * - lone UTF-16 surrogates (`"\ud800"` in JSON): half a character. PostgreSQL's json columns
 *   (the audit log) refuse one (a 500 otherwise), and a text column would store U+FFFD instead
 *   of what was sent.
 */
import type { z } from 'zod';
import { ApiError, validationFailed, type FieldErrors } from './errors';

const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** What a refused text holds, as the object of "contains …". */
const CONTROL_CHARACTER_TEXT = 'a control character (such as a NUL byte)';
const LONE_SURROGATE_TEXT = 'a lone UTF-16 surrogate (half of a character, such as \\ud800)';

/** What `text` holds that no field may, as the object of "contains …"; undefined if nothing. */
export function refusedContent(text: string): string | undefined {
  if (CONTROL_CHARACTER.test(text)) return CONTROL_CHARACTER_TEXT;
  if (!text.isWellFormed()) return LONE_SURROGATE_TEXT;
  return undefined;
}

/** The field message for `text`, or undefined when it may be stored. */
function refusedTextMessage(text: string): string | undefined {
  const content = refusedContent(text);
  return content && `This field contains ${content} that is not allowed.`;
}

/** A field path fit to show: any refused character in a key becomes U+FFFD. */
const shownPath = (path: string[]) =>
  path.join('.').toWellFormed().replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '\uFFFD') || '_';

/** Field path → message for every string (or key, or file name) of `input` that may not be stored. */
function refusedTextErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      const message = refusedTextMessage(value);
      if (message) errors[shownPath(path)] ??= message;
      return;
    }
    // A file's bytes are checked by its own reader; its name is text like any other.
    if (value instanceof File) return visit(value.name, path, depth);
    // Depth bounds hostile nesting.
    if (!value || typeof value !== 'object' || value instanceof Blob || depth > 32) return;
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      const message = refusedTextMessage(key);
      if (message) errors[shownPath(childPath)] ??= message;
      else visit(child, childPath, depth + 1);
    }
  };
  visit(input, [], 0);
  return errors;
}

/** 422 naming the first refused field in its message, every refused field in `errors`. */
export function refuseUnstorableText(input: unknown): void {
  const errors = refusedTextErrors(input);
  const [first] = Object.entries(errors);
  if (!first) return;
  const [field, message] = first;
  throw new ApiError(
    'validation',
    `The field "${field}" ${message.replace(/^This field /, '')}`,
    errors,
  );
}

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
