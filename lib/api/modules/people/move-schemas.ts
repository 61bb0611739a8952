/** Request schemas of transfers and promotions, shared by the API and the forms. */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { idField } from './student-schemas';

export const transferSchema = z.object({
  student_ids: z
    .array(idField('student'), { error: 'Choose the students to transfer.' })
    .min(1, 'Choose the students to transfer.')
    .max(500, 'Transfer at most 500 students at a time.'),
  to_class_section_id: idField('target class-section'),
  on_date: dateField('date').optional(),
  note: z.string().trim().max(300, 'The note may be at most 300 characters.').nullish(),
});

const promotionDecision = z.object({
  student_id: idField('student'),
  result: z.enum(['pass', 'fail'], { error: 'The result must be pass or fail.' }),
  next: z.enum(['continue', 'leave'], { error: 'Choose continue or leave.' }),
});

/**
 * A promotion of one or more class-sections (a whole class) into a later session. Everyone
 * passes and continues unless listed in `exceptions`: failed students repeat their
 * class-section, leavers become inactive. The same body asks for the preview (counts) and
 * moves the next batch.
 */
export const promotionSchema = z
  .object({
    from_session_year_id: idField('session year'),
    to_session_year_id: idField('target session year'),
    on_date: dateField('date').optional(),
    sections: z
      .array(
        z.object({
          from_class_section_id: idField('class-section'),
          to_class_section_id: idField('target class-section'),
        }),
        { error: 'Choose the class-sections to promote.' },
      )
      .min(1, 'Choose the class-sections to promote.')
      .max(100, 'Promote at most 100 class-sections at a time.'),
    exceptions: z
      .array(promotionDecision)
      .max(1000, 'Mark at most 1,000 exceptions in one promotion.')
      .default([]),
  })
  .superRefine((body, ctx) => {
    const from = body.sections.map((s) => s.from_class_section_id);
    if (new Set(from).size !== from.length)
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: 'Each class-section may be promoted only once.',
      });
    const marked = body.exceptions.map((e) => e.student_id);
    if (new Set(marked).size !== marked.length)
      ctx.addIssue({
        code: 'custom',
        path: ['exceptions'],
        message: 'A student is marked twice.',
      });
  });
export type PromotionPlan = z.output<typeof promotionSchema>;
