/**
 * Requests of the attendance routes, shared by the API and the screens (no server imports).
 * A day is saved whole: the PUT body is every student (or staff member) of that day.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { ATTENDANCE_STATUSES, COUNTS_AS, DAILY_RULES } from '../../../db/schema/attendance-values';
import { INT4_MAX } from '../../../validation/integers';

export {
  ATTENDANCE_STATUSES,
  COUNTS_AS,
  DAILY_RULES,
  type AttendanceStatus,
  type CountsAs,
  type DailyRule,
} from '../../../db/schema/attendance-values';
export { STATUS_CODES, STATUS_LABELS } from './status-words';

/** The most marks one request may carry: a large class, or the staff of a large school. */
export const MAX_MARKS = 2000;

const id = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

const status = z.enum(ATTENDANCE_STATUSES, {
  error: `The status must be one of: ${ATTENDANCE_STATUSES.join(', ')}.`,
});

const remark = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
  z
    .string({ error: 'The remark must be text.' })
    .trim()
    .max(200, 'The remark may be at most 200 characters long.')
    .nullable(),
);

/** `2026-11`: a month of the calendar. */
export const monthField = z
  .string({ error: 'The month is required (YYYY-MM).' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written YYYY-MM, e.g. 2026-11.');

export const studentDayQuery = z.object({
  class_section_id: id('class-section'),
  date: dateField('date'),
});

const unique =
  (key: 'student_id' | 'user_id', label: string) =>
  (marks: { [k: string]: unknown }[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    marks.forEach((m, i) => {
      if (seen.has(m[key]))
        ctx.addIssue({
          code: 'custom',
          path: [i, key],
          message: `This ${label} is marked twice.`,
        });
      seen.add(m[key]);
    });
  };

export const studentDaySchema = z.object({
  class_section_id: id('class-section'),
  date: dateField('date'),
  marks: z
    .array(z.object({ student_id: id('student'), code_id: id('attendance code'), remark }), {
      error: 'The marks are required: one per student.',
    })
    .min(1, 'Mark at least one student.')
    .max(MAX_MARKS, `At most ${MAX_MARKS} marks at once.`)
    .superRefine(unique('student_id', 'student')),
});

/** Attendance by period: whether teachers take it, and how the day's mark follows from it. */
export const attendanceSettingsSchema = z.object({
  by_period: z.boolean({ error: 'Attendance by period must be true or false.' }),
  daily_rule: z.enum(DAILY_RULES, {
    error: `The daily rule must be one of: ${DAILY_RULES.join(', ')}.`,
  }),
});

/** One period of a class-section's date: the lesson held in it (`/attendance/periods`). */
export const periodQuery = z.object({
  class_section_id: id('class-section'),
  date: dateField('date'),
  period_id: id('period'),
});

/** A period's register (the period named by the query), saved whole like a day: every active student. */
export const periodRegisterSchema = z.object({ marks: studentDaySchema.shape.marks });

export const studentMonthQuery = z.object({
  class_section_id: id('class-section'),
  month: monthField,
  format: z.enum(['json', 'csv'], { error: 'The format must be json or csv.' }).default('json'),
});

export const studentHistoryQuery = z.object({
  from: dateField('from date').optional(),
  to: dateField('to date').optional(),
});

export const schoolMonthQuery = z.object({ month: monthField });

export const staffDayQuery = z.object({ date: dateField('date') });

export const staffDaySchema = z.object({
  date: dateField('date'),
  marks: z
    .array(z.object({ user_id: id('staff member'), status, remark }), {
      error: 'The marks are required: one per staff member.',
    })
    .min(1, 'Mark at least one staff member.')
    .max(MAX_MARKS, `At most ${MAX_MARKS} marks at once.`)
    .superRefine(unique('user_id', 'staff member')),
});

export const staffMonthQuery = z.object({
  month: monthField,
  format: z.enum(['json', 'csv'], { error: 'The format must be json or csv.' }).default('json'),
});

/** A school's attendance code: what the register shows and what the percentage counts. */
export const attendanceCodeSchema = z.object({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(40, 'The name may be at most 40 characters long.'),
  code: z
    .string({ error: 'The short code is required.' })
    .trim()
    .min(1, 'The short code is required.')
    .max(4, 'The short code may be at most 4 characters long.'),
  colour: z
    .string({ error: 'The colour is required.' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'The colour must be written #rrggbb, e.g. #15803d.'),
  counts_as: z.enum(COUNTS_AS, {
    error: `Counts as must be one of: ${COUNTS_AS.join(', ')}.`,
  }),
  active: z.boolean({ error: 'Active must be true or false.' }).default(true),
  position: z.coerce.number().int().min(0).max(10000).optional(),
});

export const completionQuery = z.object({ date: dateField('date') });

export type AttendanceCodeBody = z.output<typeof attendanceCodeSchema>;
export type StudentDayBody = z.output<typeof studentDaySchema>;
export type StaffDayBody = z.output<typeof staffDaySchema>;
export type PeriodRegisterBody = z.output<typeof periodRegisterSchema> &
  z.output<typeof periodQuery>;
