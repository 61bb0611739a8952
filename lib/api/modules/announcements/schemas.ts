/**
 * Request schema of announcements, shared by the API and the form (no server imports). The
 * body is plain text: line breaks are kept and shown as such, nothing in it is ever HTML.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { INT4_MAX } from '../../../validation/integers';

export const AUDIENCES = ['school', 'roles', 'class_sections'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const MAX_ANNOUNCEMENT_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const text = (label: string, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters long.`);

/** Ids as a JSON array, or as the text a form sends ("[1,2]" or "1,2"). */
const idList = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v !== 'string') return v;
      const t = v.trim();
      if (t.startsWith('[')) {
        try {
          return JSON.parse(t);
        } catch {
          return v;
        }
      }
      return t.split(',').map((s) => s.trim());
    },
    z
      .array(
        z.coerce
          .number({ error: `Choose a ${label}.` })
          .int(`Choose a ${label}.`)
          .positive(`Choose a ${label}.`)
          .max(INT4_MAX, `The ${label} does not exist.`),
        { error: `Choose at least one ${label}.` },
      )
      .max(200, `Choose at most 200.`),
  );

export const announcementSchema = z
  .object({
    title: text('title', 150),
    body: text('body', 5000),
    audience: z.enum(AUDIENCES, {
      error: 'The audience is the whole school, some roles or some class-sections.',
    }),
    role_ids: idList('role'),
    class_section_ids: idList('class-section'),
    publish_date: dateField('publish date'),
    attachment: z.preprocess(
      (v) => (v === '' || v === null || (v instanceof File && v.size === 0) ? undefined : v),
      z
        .instanceof(File, { error: 'The attachment must be a file.' })
        .refine(
          (f) => f.size <= MAX_ANNOUNCEMENT_ATTACHMENT_BYTES,
          'The attachment may be at most 5 MB.',
        )
        .optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.audience === 'roles' && !b.role_ids.length)
      ctx.addIssue({ code: 'custom', path: ['role_ids'], message: 'Choose at least one role.' });
    if (b.audience === 'class_sections' && !b.class_section_ids.length)
      ctx.addIssue({
        code: 'custom',
        path: ['class_section_ids'],
        message: 'Choose at least one class-section.',
      });
  });
export type AnnouncementBody = z.output<typeof announcementSchema>;
