/**
 * The timetable module's request bodies and queries (no server imports: the screens' forms
 * parse with them too). Weekdays are ISO numbers, 1 = Monday … 7 = Sunday; times HH:MM.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { PERIOD_KINDS } from '../../../db/schema/timetable-values';
import { requiredText } from '../../../validation/text-fields';
import { INT4_MAX } from '../../../validation/integers';

const refId = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

const timeOfDay = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `The ${label} must be a time (HH:MM).`)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

const weekday = z.coerce
  .number({ error: 'The day must be a weekday from 1 (Monday) to 7 (Sunday).' })
  .int('The day must be a weekday from 1 (Monday) to 7 (Sunday).')
  .min(1, 'The day must be a weekday from 1 (Monday) to 7 (Sunday).')
  .max(7, 'The day must be a weekday from 1 (Monday) to 7 (Sunday).');

export const bellScheduleSchema = z.object({
  name: requiredText('name', 60),
  shift_id: refId('shift').nullish(),
  days: z.array(weekday).min(1, 'Choose at least one day.').max(7),
  periods: z
    .array(
      z.object({
        name: requiredText('name', 40),
        kind: z
          .enum(PERIOD_KINDS, { error: 'The kind must be period or break.' })
          .default('period'),
        start_time: timeOfDay('start time'),
        end_time: timeOfDay('end time'),
      }),
    )
    .min(1, 'Add at least one period.')
    .max(30),
});
export type BellScheduleBody = z.output<typeof bellScheduleSchema>;

export const roomSchema = z.object({
  name: requiredText('name', 60),
  capacity: z.coerce
    .number({ error: 'The capacity must be a whole number.' })
    .int('The capacity must be a whole number.')
    .positive('The capacity must be more than zero.')
    .max(10_000, 'The capacity may be at most 10000.')
    .nullish(),
});
export type RoomBody = z.output<typeof roomSchema>;

export const timetableQuery = z.object({
  class_section_id: refId('class-section'),
  date: dateField('date').optional(),
  version_id: refId('version').optional(),
});

export const cellSchema = z.object({
  day: weekday,
  period_id: refId('period'),
  class_subject_id: refId('class-subject'),
  room_id: refId('room').nullish(),
});
export type CellBody = z.output<typeof cellSchema>;

export const timetableSchema = z.object({
  /** The first date the version holds; today when left out. */
  effective_from: dateField('effective date').optional(),
  cells: z.array(cellSchema).max(500),
});

export const teacherDayQuery = z.object({
  date: dateField('date').optional(),
  teacher_id: refId('teacher').optional(),
});

export const substitutionsQuery = z.object({ date: dateField('date').optional() });

export const substitutionSchema = z.object({
  date: dateField('date'),
  class_section_id: refId('class-section'),
  period_id: refId('period'),
  substitute_user_id: refId('substitute'),
});

export const feedQuery = z.object({ token: z.string().max(200).optional() });

/** `POST /api/timetables/draft`: the solver's job. */
export const draftSchema = z.object({
  effective_from: dateField('effective date'),
  /** Left out: every class-section of the school. */
  class_section_ids: z.array(refId('class-section')).min(1).max(500).optional(),
});

const perWeek = z.coerce
  .number({ error: 'The periods per week must be a whole number.' })
  .int('The periods per week must be a whole number.')
  .min(1, 'The periods per week must be at least 1.')
  .max(70, 'The periods per week may be at most 70.');

export const loadsQuery = z.object({ class_id: refId('class').optional() });

/** Each class-subject's periods per week; null removes it (the solver then leaves it out). */
export const loadsSchema = z.object({
  loads: z
    .array(
      z.object({ class_subject_id: refId('class-subject'), periods_per_week: perWeek.nullable() }),
    )
    .min(1, 'Give at least one class-subject.')
    .max(2000),
});

const limit = (label: string) =>
  z.coerce
    .number({ error: `The ${label} must be a whole number.` })
    .int(`The ${label} must be a whole number.`)
    .min(1, `The ${label} must be at least 1.`)
    .max(100, `The ${label} may be at most 100.`)
    .nullable();

/** A teacher's maxima; both null removes the teacher's limits. */
export const teacherLimitsSchema = z.object({
  limits: z
    .array(
      z.object({
        teacher_user_id: refId('teacher'),
        max_per_day: limit('maximum per day'),
        max_per_week: limit('maximum per week'),
      }),
    )
    .min(1, 'Give at least one teacher.')
    .max(2000),
});

export const unavailabilityQuery = z.object({ teacher_id: refId('teacher').optional() });

export const unavailabilitySchema = z.object({
  teacher_user_id: refId('teacher'),
  day: weekday,
  start_time: timeOfDay('start time'),
  end_time: timeOfDay('end time'),
});

/** `POST /api/timetables/drafts/publish`: the drafts published together. */
export const publishDraftsSchema = z.object({
  version_ids: z.array(refId('version')).min(1, 'Choose at least one draft.').max(500),
});
