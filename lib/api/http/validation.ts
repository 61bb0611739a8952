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
import { ApiError, validationFailed, type FieldTexts } from './errors';
import { apiMessage, type ApiMessage } from './messages';
import { zodIssueMessage } from './zod-messages';

const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** What a refused text holds: a key of the messages below. */
type Refused = 'controlCharacter' | 'loneSurrogate';

/** What a refused text holds, in English, as the object of "contains …" (a file's cells). */
const REFUSED_CONTENT: Record<Refused, string> = {
  controlCharacter: 'a control character (such as a NUL byte)',
  loneSurrogate: 'a lone UTF-16 surrogate (half of a character, such as \\ud800)',
};

/** The field message and the whole message (naming the field) of each refusal. */
const REFUSED: Record<Refused, { inField: string; named: string }> = {
  controlCharacter: {
    inField: 'validation.controlCharacter',
    named: 'validation.controlCharacterIn',
  },
  loneSurrogate: { inField: 'validation.loneSurrogate', named: 'validation.loneSurrogateIn' },
};

/** What `text` holds that no field may; undefined if nothing. */
function refusalOf(text: string): Refused | undefined {
  if (CONTROL_CHARACTER.test(text)) return 'controlCharacter';
  if (!text.isWellFormed()) return 'loneSurrogate';
  return undefined;
}

/** What `text` holds that no field may, in English as the object of "contains …". */
export function refusedContent(text: string): string | undefined {
  const refusal = refusalOf(text);
  return refusal && REFUSED_CONTENT[refusal];
}

/** The field message for `text`, or undefined when it may be stored. */
function refusedTextMessage(text: string): ApiMessage | undefined {
  const refusal = refusalOf(text);
  return refusal && apiMessage(REFUSED[refusal].inField);
}

/** A field path fit to show: any refused character in a key becomes U+FFFD. */
const shownPath = (path: string[]) =>
  path.join('.').toWellFormed().replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '\uFFFD') || '_';

/** Field path → message for every string (or key, or file name) of `input` that may not be stored. */
function refusedTextErrors(input: unknown): FieldTexts {
  const errors: FieldTexts = {};
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
  const named = Object.values(REFUSED).find((r) => r.inField === (message as ApiMessage).key);
  throw new ApiError('validation', apiMessage(named?.named ?? '', { field }), errors);
}

export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldTexts = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= zodIssueMessage(issue, input);
  }
  throw validationFailed(errors);
}
