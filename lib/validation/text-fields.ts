/**
 * Text fields of request schemas (no server imports: the screens' forms use them too), with
 * messages that name the field: a required text, and an optional one where blank means null.
 */
import { z } from 'zod';

export const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters long.`);

export const optionalText = (label: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(max, `The ${label} may be at most ${max} characters long.`)
      .nullable(),
  );
