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

export const promotionSchema = z.object({
  from_class_section_id: idField('class-section'),
  from_session_year_id: idField('session year'),
  to_class_section_id: idField('target class-section'),
  to_session_year_id: idField('target session year'),
  on_date: dateField('date').optional(),
  students: z
    .array(
      z.object({
        student_id: idField('student'),
        result: z.enum(['pass', 'fail'], { error: 'The result must be pass or fail.' }),
        next: z.enum(['continue', 'leave'], { error: 'Choose continue or leave.' }),
      }),
    )
    .min(1, 'Decide for every student of the class.')
    .max(1000),
});
