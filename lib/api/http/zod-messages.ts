/**
 * A zod issue as an API message (messages.ts): translated by its kind — required, too short or
 * long, too small or big, of the wrong type, not an e-mail or a date, not one of the choices —
 * naming the field, while English keeps the message the schema wrote for that field (the forms
 * share the schemas, and their tests know each wording).
 */
import type { z } from 'zod';
import { apiMessage, type ApiMessage } from './messages';

type Issue = z.core.$ZodIssue;

/** The value the request sent at the issue's path (undefined: none). */
function sentAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What a refinement says of itself: a date check (`.refine(isIsoDate, { params: { kind:
 * 'date' } })`), or its own message of the api catalogue (`params: { apiKey: 'identity.x' }`).
 */
type RefinementParams = { kind?: unknown; apiKey?: unknown } | undefined;
const paramsOf = (issue: Issue): RefinementParams =>
  issue.code === 'custom' ? (issue.params as RefinementParams) : undefined;

/** The key and values of the issue's message, in every language but the schema's English. */
function keyed(issue: Issue, input: unknown): ApiMessage {
  const params = paramsOf(issue);
  if (typeof params?.apiKey === 'string') return apiMessage(params.apiKey);
  if (isBlank(sentAt(input, issue.path))) return apiMessage('validation.required');
  switch (issue.code) {
    case 'invalid_type':
      return apiMessage('validation.invalidType', { expected: issue.expected });
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return apiMessage(min <= 1 ? 'validation.required' : 'validation.tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set')
        return apiMessage('validation.tooFew', { min });
      return apiMessage('validation.tooSmall', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return apiMessage('validation.tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set')
        return apiMessage('validation.tooMany', { max });
      return apiMessage('validation.tooBig', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return apiMessage('validation.invalidEmail');
      if (/date/.test(issue.format)) return apiMessage('validation.invalidDate');
      return apiMessage('validation.invalidFormat');
    case 'invalid_value':
      return apiMessage('validation.oneOf', { options: issue.values.map(String).join(', ') });
    default:
      return apiMessage(params?.kind === 'date' ? 'validation.invalidDate' : 'validation.invalid');
  }
}

export function zodIssueMessage(issue: Issue, input: unknown): ApiMessage {
  const message = keyed(issue, input);
  if (!issue.path.length)
    return { ...apiMessage('validation.invalidBody'), english: issue.message };
  return { ...message, field: issue.path.join('.'), english: issue.message };
}
