/**
 * The one zod field for a calendar date in a request body, shared by every module's schemas
 * and the forms that use them: a real date written YYYY-MM-DD (the API's form; screens show
 * the school's format, see lib/calendar/format.ts).
 */
import { z } from 'zod';
import { isIsoDate } from './dates';

export const dateField = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .refine(isIsoDate, {
      message: `The ${label} must be a real date written YYYY-MM-DD.`,
      // Marks the check as a date's, so the API names it so in every language.
      params: { kind: 'date' },
    });
