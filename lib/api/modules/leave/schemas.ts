/**
 * Request schemas of leave (types, applications, decisions), shared by the API and the
 * screens' forms (no server imports). Field messages name the field, so a 422 lands on it.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { isIsoDate } from '../../../calendar/dates';
import { DAY_PORTIONS, type DayPortion } from '../../../db/schema/leave-values';
import { INT4_MAX } from '../../../validation/integers';

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** The longest range one request may span (a long absence is several requests). */
export const MAX_LEAVE_SPAN_DAYS = 366;

const text = (label: string, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters long.`);

const id = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

const optionalId = (label: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), id(label).nullable());

/** Form fields arrive as text: "true"/"on" and "false" mean yes and no. */
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === 'true' || v === 'on' ? true : v === 'false' ? false : v),
    z.boolean({ error: 'Yes or no.' }).default(fallback),
  );

const dayCount = (label: string, max = 366) =>
  z.coerce
    .number({ error: `The ${label} must be a number of days.` })
    .min(0, `The ${label} cannot be negative.`)
    .max(max, `The ${label} may be at most ${max} days.`)
    .refine((n) => Number.isInteger(n * 2), `The ${label} must be whole or half days.`);

export const leaveTypeSchema = z.object({
  name: text('name', 60),
  code: text('code', 12).transform((c) => c.toUpperCase()),
  is_paid: flag(true),
  allocated_days: dayCount('allocation'),
  carry_forward_cap: dayCount('carry-forward cap').default(0),
  allow_half_day: flag(true),
  attachment_after_days: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: 'The attachment rule must be a number of days.' })
      .int('The attachment rule must be whole days.')
      .min(0, 'The attachment rule cannot be negative.')
      .max(366, 'The attachment rule may be at most 366 days.')
      .nullable(),
  ),
  role_ids: z
    .array(id('role'), { error: 'Choose at least one role.' })
    .min(1, 'Choose at least one role.')
    .max(50, 'Choose at most 50 roles.'),
});
export type LeaveTypeBody = z.output<typeof leaveTypeSchema>;

/** `{ "2026-11-24": "first_half" }`: days not listed are Full. A form sends it as JSON text. */
const portionsField = z.preprocess(
  (v) => {
    if (v === undefined || v === '') return {};
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .record(
      z.string().refine(isIsoDate, 'Each day must be a date written YYYY-MM-DD.'),
      z.enum(DAY_PORTIONS, { error: 'Each day is Full, First half or Second half.' }),
      { error: 'The days must map dates to Full, First half or Second half.' },
    )
    .refine((r) => Object.keys(r).length <= MAX_LEAVE_SPAN_DAYS, 'Too many days.'),
) as z.ZodType<Record<string, DayPortion>>;

/** What the apply form sends (the attachment is checked by the route: size and type). */
export const leaveRangeSchema = z
  .object({
    leave_type_id: id('leave type'),
    /** A guardian's leave for their child; absent for a staff member's own leave. */
    student_id: optionalId('child'),
    start_date: dateField('start date'),
    end_date: dateField('end date'),
    portions: portionsField,
  })
  .refine((b) => b.end_date >= b.start_date, {
    path: ['end_date'],
    message: 'The end date cannot be before the start date.',
  });

export const applyLeaveSchema = leaveRangeSchema.and(
  z.object({
    reason: text('reason', 1000),
    attachment: z.preprocess(
      (v) => (v === '' || v === null || (v instanceof File && v.size === 0) ? undefined : v),
      z
        .instanceof(File, { error: 'The attachment must be a file.' })
        .refine((f) => f.size <= MAX_ATTACHMENT_BYTES, 'The attachment may be at most 5 MB.')
        .optional(),
    ),
  }),
);

export const decisionSchema = z.object({
  comment: z
    .string()
    .trim()
    .max(500, 'The comment may be at most 500 characters long.')
    .nullish()
    .transform((v) => v || null),
});
