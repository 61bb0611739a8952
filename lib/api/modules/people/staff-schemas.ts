/**
 * Request schemas of staff members and teachers, shared by the API and the forms (no server
 * imports here: the browser bundles this file).
 */
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import { dateField } from '../../../calendar/date-field';
import { customFieldsBody, emailField, idField } from './student-schemas';

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

export const staffFields = {
  full_name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(100, 'The name may be at most 100 characters.'),
  email: z.string({ error: 'The e-mail is required.' }).trim().pipe(emailField('e-mail')),
  phone: text('phone', 40),
  qualification: text('qualification', 200),
  joining_date: dateField('joining date'),
  salary_basis: z
    .enum(['monthly', 'daily', 'hourly'], {
      error: 'The salary basis must be monthly, daily or hourly.',
    })
    .default('monthly'),
  /** Optional first password; without one the person sets it through "forgot password". */
  password: z
    .string()
    .min(10, 'The password must have at least 10 characters.')
    .max(1024)
    .nullish(),
};

const ids = z.array(z.coerce.number().int().positive().max(INT4_MAX)).max(200).default([]);

export const staffSchema = z.object({
  ...staffFields,
  role_id: idField('role'),
  custom_fields: customFieldsBody,
});
export const updateStaffSchema = staffSchema.omit({ password: true });

export const teacherSchema = z.object({
  ...staffFields,
  class_section_ids: ids,
  class_subject_ids: ids,
  custom_fields: customFieldsBody,
});
export const updateTeacherSchema = teacherSchema.omit({ password: true });
