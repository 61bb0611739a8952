/**
 * Request schemas of students and admissions, shared by the API and the admission form.
 * Field messages name the field, so a 422 lands on the right input.
 */
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import { dateField } from '../../../calendar/date-field';
import { GENDERS, GUARDIAN_RELATIONS, STUDENT_STATUSES } from '../../../db/schema/people-values';

/**
 * Values of the fields the school defines, by key; checked by the custom-fields module's rules
 * (a 422 names `custom_fields.<key>`), so the shape here is only "an object".
 */
export const customFieldsBody = z
  .record(z.string().max(60), z.unknown(), { error: 'The custom fields must be an object.' })
  .optional();

const optionalText = (label: string, max = 300) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

export const idField = (label: string) =>
  z.coerce
    .number({ error: `Choose the ${label}.` })
    .int(`Choose the ${label}.`)
    .positive(`Choose the ${label}.`)
    .max(INT4_MAX, `Choose the ${label}.`);

const name = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(100, `The ${label} may be at most 100 characters.`);

export const emailField = (label: string) =>
  z
    .email(`The ${label} must be a valid e-mail address.`)
    .max(254)
    .transform((e) => e.toLowerCase());

export const guardianSchema = z.object({
  full_name: name('guardian name'),
  email: z
    .string({ error: 'The guardian e-mail is required.' })
    .trim()
    .pipe(emailField('guardian e-mail')),
  phone: optionalText('phone', 40),
  occupation: optionalText('occupation', 100),
  relation: z.enum(GUARDIAN_RELATIONS, { error: 'The relation must be father, mother or other.' }),
  is_primary: z.boolean().default(false),
  /** Optional first password; without one the guardian sets it through "forgot password". */
  password: z
    .string()
    .min(10, 'The password must have at least 10 characters.')
    .max(1024)
    .nullish(),
});

/**
 * A guardian row of an admission: also the guardian's own custom fields (checked as the
 * guardian's, a 422 naming `guardians.<row>.custom_fields.<key>`).
 */
const admissionGuardianSchema = guardianSchema.extend({ custom_fields: customFieldsBody });

const studentFields = {
  first_name: name('first name'),
  last_name: name('last name'),
  gender: z.enum(GENDERS, { error: 'The gender must be male, female or other.' }),
  date_of_birth: dateField('date of birth'),
  class_section_id: idField('class-section'),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(emailField('e-mail').nullable()),
  current_address: optionalText('current address', 500),
  permanent_address: optionalText('permanent address', 500),
};

export const admissionNoField = z
  .string()
  .trim()
  .max(40, 'The admission number may be at most 40 characters.')
  .regex(/^[A-Za-z0-9/_.-]*$/, 'The admission number may hold letters, digits and - / _ . only.');

export const admitStudentSchema = z.object({
  ...studentFields,
  admission_no: admissionNoField.nullish().transform((v) => v || null),
  admission_date: dateField('admission date').optional(),
  session_year_id: idField('session year').optional(),
  roll_number: z.coerce
    .number({ error: 'The roll number must be a whole number.' })
    .int('The roll number must be a whole number.')
    .positive('The roll number must be 1 or more.')
    .max(INT4_MAX, 'The roll number is too large.')
    .nullish(),
  guardians: z.array(admissionGuardianSchema).max(4, 'A student may have at most 4 guardians.'),
  /** The inquiry this admission converts, when it started as one. */
  inquiry_id: idField('inquiry').nullish(),
  custom_fields: customFieldsBody,
});
export type AdmitStudent = z.output<typeof admitStudentSchema>;

/** The class-section changes only by a transfer or promotion, which keep the history. */
export const updateStudentSchema = z.object({
  ...studentFields,
  class_section_id: z
    .undefined({ error: 'Move a student with a transfer, not an edit.' })
    .optional(),
  admission_no: admissionNoField.min(1, 'The admission number is required.'),
  admission_date: dateField('admission date'),
  roll_number: z.coerce
    .number({ error: 'The roll number must be a whole number.' })
    .int('The roll number must be a whole number.')
    .positive('The roll number must be 1 or more.')
    .max(INT4_MAX, 'The roll number is too large.')
    .nullish(),
  custom_fields: customFieldsBody,
});

export const studentStatusSchema = z.object({
  status: z.enum(STUDENT_STATUSES, { error: 'The status must be active, left or alumni.' }),
  note: optionalText('note', 300),
  on_date: dateField('date').optional(),
});

export const studentGuardiansSchema = z.object({ guardians: z.array(guardianSchema).max(4) });
