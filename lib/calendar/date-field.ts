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
    .refine(isIsoDate, `The ${label} must be a real date written YYYY-MM-DD.`);
