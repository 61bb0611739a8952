/**
 * The exams module's request bodies and queries (no server imports: the screens' forms parse
 * with them too). Marks, maxima, percentages and points are decimals here, hundredths when
 * stored (rules/marks.ts).
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { EXAM_TYPES, SCALE_KINDS } from '../../../db/schema/exams-values';
import { optionalText, requiredText } from '../../../validation/text-fields';
import { INT4_MAX } from '../../../validation/integers';
import { toHundredths } from './rules/marks';

export const refId = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

/** A decimal of at most two places within [min, max], as hundredths. */
const decimal = (label: string, max: number) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .min(0, `The ${label} may not be negative.`)
    .max(max, `The ${label} may be at most ${max}.`)
    .transform((value, ctx) => {
      const hundredths = toHundredths(value);
      if (hundredths === null) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} may have at most two decimals.`,
          params: { apiKey: 'exams.twoDecimals' },
        });
        return z.NEVER;
      }
      return hundredths;
    });

const timeOfDay = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `The ${label} must be a time (HH:MM).`)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

const band = z.object({
  min_percent: decimal('lowest percentage', 100).nullish(),
  grade: requiredText('grade', 20),
  grade_point: decimal('grade point', 100).nullish(),
  remark: optionalText('remark', 120),
});

export const gradingScaleSchema = z
  .object({
    name: requiredText('name', 60),
    kind: z
      .enum(SCALE_KINDS, { error: 'The kind must be marks or co_scholastic.' })
      .default('marks'),
    is_default: z.boolean({ error: 'Yes or no.' }).default(false),
    class_ids: z.array(refId('class')).max(200).default([]),
    bands: z
      .array(band, { error: 'Give the scale its bands.' })
      .min(1, 'Give the scale at least one band.')
      .max(30, 'A scale has at most 30 bands.'),
  })
  .superRefine((s, ctx) => {
    s.bands.forEach((b, i) => {
      if (s.kind === 'marks' && (b.min_percent === null || b.min_percent === undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['bands', i, 'min_percent'],
          message: 'Each band of a marks scale starts at a percentage.',
          params: { apiKey: 'exams.bandNeedsPercent' },
        });
    });
  });
export type GradingScaleBody = z.output<typeof gradingScaleSchema>;

export const examSchema = z.object({
  name: requiredText('name', 100),
  session_year_id: refId('session year').nullish(),
  semester_id: refId('term').nullish(),
  exam_type: z.enum(EXAM_TYPES, { error: 'The exam type must be unit_test, mid_term or final.' }),
  class_ids: z
    .array(refId('class'), { error: 'Choose at least one class.' })
    .min(1, 'Choose at least one class.')
    .max(200, 'Choose at most 200 classes.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each class may be chosen once.'),
});
export type ExamBody = z.output<typeof examSchema>;

/** PUT /api/exams/{id}: the same fields but the session year (its papers and marks are of it). */
export const examEditSchema = examSchema.omit({ session_year_id: true });
export type ExamEditBody = z.output<typeof examEditSchema>;

/** The screens' exam form: its term select sends '' for "no term" (the whole session year). */
export const examFormSchema = examEditSchema.extend({
  semester_id: z.preprocess((v) => (v === '' ? null : v), examEditSchema.shape.semester_id),
});

const paper = z
  .object({
    class_id: refId('class'),
    subject_id: refId('subject'),
    date: dateField('date'),
    start_time: timeOfDay('start time'),
    end_time: timeOfDay('end time'),
    max_marks: decimal('maximum marks', 10_000).refine((v) => v > 0, {
      message: 'The maximum marks must be more than zero.',
      params: { apiKey: 'exams.maxPositive' },
    }),
    pass_marks: decimal('pass marks', 10_000),
  })
  .superRefine((p, ctx) => {
    if (p.end_time <= p.start_time)
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: 'The end time must be after the start time.',
        params: { apiKey: 'exams.endAfterStart' },
      });
    if (p.pass_marks > p.max_marks)
      ctx.addIssue({
        code: 'custom',
        path: ['pass_marks'],
        message: 'The pass marks may not exceed the maximum.',
        params: { apiKey: 'exams.passOverMax' },
      });
  });
export type PaperBody = z.output<typeof paper>;

/** The whole schedule of the classes it names (a class named with no papers is emptied). */
export const scheduleSchema = z.object({
  papers: z.array(paper, { error: 'Give the papers of the schedule.' }).max(2000),
});

export const gridQuery = z.object({
  class_section_id: refId('class section'),
  subject_id: refId('subject'),
});

export const marksQuery = gridQuery.partial();

const markRow = z.object({
  student_id: refId('student'),
  marks: z.number({ error: 'The marks must be a number.' }).nullish(),
  absent: z.boolean({ error: 'Yes or no.' }).default(false),
  exempt: z.boolean({ error: 'Yes or no.' }).default(false),
  /** The version the client read (null or missing: the cell was empty then). */
  version: z.number().int().positive().nullish(),
});
export type MarkRowBody = z.output<typeof markRow>;

export const marksSchema = z.object({
  marks: z.array(markRow, { error: 'Give the marks.' }).min(1, 'Give the marks.').max(2000),
  /** Required when the class's results are already published. */
  reason: optionalText('reason', 500),
});

export const publishSchema = z.object({
  /** Omitted: every class of the exam. */
  class_ids: z.array(refId('class')).min(1).max(200).nullish(),
  republish: z.boolean({ error: 'Yes or no.' }).default(false),
});

export const resultsQuery = z.object({ class_section_id: refId('class section').optional() });
