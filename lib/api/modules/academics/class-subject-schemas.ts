/**
 * The class-subject request body, shared by the API and the form: Compulsory subjects of a
 * class, or an elective group ("choose N of M"), optionally for one semester.
 */
import { z } from 'zod';
import { INT4_MAX } from '../../../validation/integers';
import { optionalRefId, optionalText, refId, refIds } from './fields';
import { electiveGroupProblems } from './rules';

export const CLASS_SUBJECT_TYPES = ['Compulsory', 'Elective'] as const;

export const classSubjectSchema = z
  .object({
    class_id: refId('class'),
    semester_id: optionalRefId('semester'),
    type: z.enum(CLASS_SUBJECT_TYPES, { error: 'The type must be Compulsory or Elective.' }),
    subject_ids: refIds('subject', 'subjects'),
    group_name: optionalText('group name', 60),
    choose_count: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.coerce
        .number({ error: 'Say how many subjects a student chooses.' })
        .int('Say how many subjects a student chooses.')
        .min(-INT4_MAX, 'A student chooses at least one subject.')
        .max(INT4_MAX, 'Too many subjects to choose.')
        .nullable(),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.type !== 'Elective') return;
    const problems = electiveGroupProblems({
      name: body.group_name,
      choose: body.choose_count,
      subjectCount: body.subject_ids.length,
    });
    for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
  });

export type ClassSubjectBody = z.output<typeof classSubjectSchema>;
