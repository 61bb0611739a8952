/**
 * zod building blocks of the academic request schemas. No server imports: the screens'
 * forms validate with the very schemas the API parses.
 */
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';

export const requiredText = (label: string, max = 100) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters long.`);

/** Blank → null; otherwise trimmed text of at most `max` characters. */
export const optionalText = (label: string, max = 100) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(max, `The ${label} may be at most ${max} characters long.`)
      .nullable(),
  );

/** A row id picked in a select: "" or missing means nothing was picked. */
export const refId = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

/** An optional row id: "" or null means none. */
export const optionalRefId = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), refId(label).nullable());

export const refIds = (label: string, plural: string) =>
  z
    .array(refId(label), { error: `Choose at least one ${label}.` })
    .min(1, `Choose at least one ${label}.`)
    .max(200, `Choose at most 200 ${plural}.`)
    .refine((ids) => new Set(ids).size === ids.length, `Each ${label} may be chosen once.`);

export const flag = (fallback: boolean) => z.boolean({ error: 'Yes or no.' }).default(fallback);

/** A time of day, HH:MM or HH:MM:SS, normalised to HH:MM:SS. */
export const timeOfDay = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `The ${label} must be a time (HH:MM).`)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

export const month = (label: string) =>
  z.coerce
    .number({ error: `Choose the ${label}.` })
    .int(`Choose the ${label}.`)
    .min(1, `Choose the ${label}.`)
    .max(12, `The ${label} must be between 1 and 12.`);
