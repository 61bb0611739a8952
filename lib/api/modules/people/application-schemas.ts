/** Request schemas of admission applications and their decisions, shared by the API and the forms. */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { admissionNoField, admitStudentSchema, idField } from './student-schemas';

export const applicationSchema = admitStudentSchema
  .omit({ admission_no: true, admission_date: true, roll_number: true })
  .extend({
    guardians: admitStudentSchema.shape.guardians.min(1, 'Add at least one guardian.'),
    inquiry_id: idField('inquiry').optional(),
  });

export const acceptSchema = z.object({
  admission_no: admissionNoField.nullish().transform((v) => v || null),
  admission_date: dateField('admission date').optional(),
});
export const rejectSchema = z.object({
  reason: z
    .string({ error: 'Give the reason for rejecting.' })
    .trim()
    .min(1, 'Give the reason for rejecting.')
    .max(500, 'The reason may be at most 500 characters.'),
});
