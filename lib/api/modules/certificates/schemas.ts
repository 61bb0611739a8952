/** The certificates module's request bodies and queries. */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import {
  CARD_DETAILS,
  CARD_LAYOUTS,
  CERTIFICATE_KINDS,
} from '../../../db/schema/certificates-values';
import { INT4_MAX } from '../../../validation/integers';

export const studentId = z.coerce
  .number({ error: 'The student must be a number.' })
  .int('The student must be a whole number.')
  .positive('The student must be a number.')
  .max(INT4_MAX, 'The student does not exist.');

export const classSectionId = z.coerce
  .number({ error: 'The class section must be a number.' })
  .int('The class section must be a whole number.')
  .positive('The class section must be a number.')
  .max(INT4_MAX, 'The class section does not exist.');

const kind = z.enum(CERTIFICATE_KINDS, {
  error: 'The kind must be bonafide, character or transfer.',
});

const title = z
  .string({ error: 'The title is required.' })
  .trim()
  .min(1, 'The title is required.')
  .max(120, 'The title may be at most 120 characters.');

export const issueSchema = z.object({
  student_id: studentId,
  kind,
  reason: z
    .string({ error: 'The reason must be text.' })
    .trim()
    .max(500, 'The reason may be at most 500 characters.')
    .nullish(),
  leaving_date: dateField('leaving date').nullish(),
});
export type IssueBody = z.output<typeof issueSchema>;

const certificateTemplate = z.object({
  kind,
  title,
  body: z
    .string({ error: 'The body is required.' })
    .trim()
    .min(1, 'The body is required.')
    .max(4000, 'The body may be at most 4000 characters.'),
  signatory: z
    .string({ error: 'The signatory must be text.' })
    .trim()
    .max(120, 'The signatory may be at most 120 characters.'),
});

const idCardTemplate = z.object({
  kind: z.literal('id_card'),
  title,
  layout: z.enum(CARD_LAYOUTS, { error: 'The layout must be portrait or landscape.' }),
  details: z
    .array(z.enum(CARD_DETAILS, { error: 'The details name one the card does not have.' }), {
      error: 'The details must be a list.',
    })
    .max(CARD_DETAILS.length, 'The details name one the card does not have.'),
  valid_until: dateField('valid until date').nullish(),
});

export const templateSchema = z.discriminatedUnion('kind', [certificateTemplate, idCardTemplate], {
  error: 'The kind must be id_card, bonafide, character or transfer.',
});
export type TemplateBody = z.output<typeof templateSchema>;
