/**
 * Request bodies of the calendar routes, shared by the API and the holiday form (no server
 * imports). A holiday belongs to the session year its dates fall in (found by the API).
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';

export const holidaySchema = z
  .object({
    title: z
      .string({ error: 'The title is required.' })
      .trim()
      .min(1, 'The title is required.')
      .max(120, 'The title may be at most 120 characters long.'),
    start_date: dateField('start date'),
    end_date: dateField('end date'),
    description: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
      z
        .string({ error: 'The description must be text.' })
        .trim()
        .max(1000, 'The description may be at most 1000 characters long.')
        .nullable(),
    ),
  })
  .refine((h) => h.end_date >= h.start_date, {
    path: ['end_date'],
    message: 'The end date may not come before the start date.',
  });

export type HolidayBody = z.output<typeof holidaySchema>;
