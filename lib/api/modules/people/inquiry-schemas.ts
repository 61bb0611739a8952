/** Request schemas of admission inquiries and their follow-ups, shared by the API and the forms. */
import { z } from 'zod';
import { GENDERS } from '../../../db/schema/people-values';
import { dateField } from '../../../calendar/date-field';
import { emailField, idField } from './student-schemas';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);
const required = (label: string, max = 100) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters.`);

export const inquirySchema = z.object({
  child_name: required('child name'),
  date_of_birth: dateField('date of birth').nullish(),
  gender: z.enum(GENDERS, { error: 'The gender must be male, female or other.' }).nullish(),
  parent_name: required('parent name'),
  parent_email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(emailField('parent e-mail').nullable()),
  parent_phone: text('parent phone', 40),
  class_id: idField('class').nullish(),
  source: text('source', 100),
  note: text('note', 1000),
  inquiry_date: dateField('inquiry date').optional(),
  status: z
    .enum(['open', 'converted', 'lost'], { error: 'The status must be open, converted or lost.' })
    .optional(),
});

export const followUpSchema = z.object({
  on_date: dateField('date').optional(),
  method: z.enum(['call', 'visit', 'email', 'message', 'other'], {
    error: 'The method must be call, visit, email, message or other.',
  }),
  outcome: required('outcome', 1000),
  next_date: dateField('next date').nullish(),
});
