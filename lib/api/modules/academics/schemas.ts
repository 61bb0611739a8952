/**
 * Request bodies of the academic structure routes, shared by the API and the screens' forms
 * (no server imports here). Field names are the API's snake_case.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import {
  flag,
  month,
  optionalRefId,
  optionalText,
  refId,
  refIds,
  requiredText,
  timeOfDay,
} from './fields';

export const SUBJECT_TYPES = ['Theory', 'Practical'] as const;

/** Mediums, sections and streams: a name, unique in the school. */
export const namedSchema = z.object({ name: requiredText('name', 60) });

export const shiftSchema = z
  .object({
    name: requiredText('name', 60),
    start_time: timeOfDay('start time'),
    end_time: timeOfDay('end time'),
    is_active: flag(true),
  })
  .refine((s) => s.end_time > s.start_time, {
    path: ['end_time'],
    message: 'The end time must be after the start time.',
  });

/** Months may wrap the new year (a semester from October to February). */
export const semesterSchema = z.object({
  name: requiredText('name', 60),
  start_month: month('start month'),
  end_month: month('end month'),
});

export const classSchema = z.object({
  name: requiredText('name', 60),
  medium_id: refId('medium'),
  shift_id: optionalRefId('shift'),
  stream_id: optionalRefId('stream'),
  uses_semesters: flag(false),
});

export const classSectionSchema = z.object({
  class_id: refId('class'),
  section_id: refId('section'),
});

export const classGroupSchema = z.object({
  name: requiredText('name', 60),
  description: optionalText('description', 500),
  class_ids: refIds('class', 'classes'),
});

export const subjectSchema = z.object({
  name: requiredText('name', 80),
  code: optionalText('code', 20),
  type: z.enum(SUBJECT_TYPES, { error: 'The type must be Theory or Practical.' }),
  color: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be a hex colour like #1a2b3c.')
      .nullable(),
  ),
});

export const sessionYearSchema = z
  .object({
    name: requiredText('name', 40),
    start_date: dateField('start date'),
    end_date: dateField('end date'),
    is_default: flag(false),
  })
  .refine((s) => s.end_date > s.start_date, {
    path: ['end_date'],
    message: 'The end date must be after the start date.',
  });

export type ShiftBody = z.output<typeof shiftSchema>;
export type SemesterBody = z.output<typeof semesterSchema>;
export type ClassBody = z.output<typeof classSchema>;
export type ClassSectionBody = z.output<typeof classSectionSchema>;
export type ClassGroupBody = z.output<typeof classGroupSchema>;
export type SubjectBody = z.output<typeof subjectSchema>;
export type SessionYearBody = z.output<typeof sessionYearSchema>;
