/**
 * Timetable (issue 31): bell schedules of a shift for some weekdays with their periods and
 * breaks, rooms, timetable versions of a class-section from an effective date with their
 * cells, the periods per week a class-subject needs, teachers' limits and unavailability,
 * substitutions of a date, and each teacher's iCalendar secret (docs/ARCHITECTURE.md,
 * "Timetable"). Owned by lib/api/modules/timetable.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classSections, classSubjects, shifts } from './academics';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { belongsToSchool, userFk } from './keys';
import { PERIOD_KINDS, VERSION_SOURCES, VERSION_STATUSES } from './timetable-values';

export { PERIOD_KINDS, VERSION_SOURCES, VERSION_STATUSES } from './timetable-values';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const weekday = (name: string, column: unknown) => check(name, sql`${column} between 1 and 7`);

/** A day plan of a shift (null: of classes without a shift) for the weekdays it lists. */
export const bellSchedules = pgTable(
  'bell_schedules',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    shiftId: integer('shift_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    foreignKey({ columns: [t.schoolId, t.shiftId], foreignColumns: [shifts.schoolId, shifts.id] }),
    unique('bell_schedules_school_name_unique').on(t.schoolId, t.name),
  ],
);

/** The ISO weekdays (1 = Monday) a plan is for; a shift's weekday is in one plan at most (API). */
export const bellScheduleDays = pgTable(
  'bell_schedule_days',
  {
    schoolId: integer('school_id').notNull(),
    bellScheduleId: integer('bell_schedule_id').notNull(),
    day: integer('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.bellScheduleId, t.day] }),
    foreignKey({
      columns: [t.schoolId, t.bellScheduleId],
      foreignColumns: [bellSchedules.schoolId, bellSchedules.id],
    }).onDelete('cascade'),
    weekday('bell_schedule_days_day', t.day),
  ],
);

/** A period or a break of a plan, in order; only a period takes lessons. */
export const bellPeriods = pgTable(
  'bell_periods',
  {
    ...tenantColumns(),
    bellScheduleId: integer('bell_schedule_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PERIOD_KINDS }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.bellScheduleId],
      foreignColumns: [bellSchedules.schoolId, bellSchedules.id],
    }),
    unique('bell_periods_position_unique').on(t.schoolId, t.bellScheduleId, t.position),
    check('bell_periods_kind', sql.raw(`kind in (${quoted(PERIOD_KINDS)})`)),
    check('bell_periods_times', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    capacity: integer('capacity'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('rooms_school_name_unique').on(t.schoolId, t.name),
    check('rooms_capacity', sql`${t.capacity} > 0`),
  ],
);

/** A class-section's timetable from `effective_from`; one published version per date. */
export const timetableVersions = pgTable(
  'timetable_versions',
  {
    ...tenantColumns(),
    classSectionId: integer('class_section_id').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    status: text('status', { enum: VERSION_STATUSES }).notNull(),
    source: text('source', { enum: VERSION_SOURCES }).notNull().default('manual'),
    createdByUserId: integer('created_by_user_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByUserId: integer('published_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.classSectionId],
      foreignColumns: [classSections.schoolId, classSections.id],
    }),
    userFk(t, t.createdByUserId),
    userFk(t, t.publishedByUserId),
    uniqueIndex('timetable_versions_one_published')
      .on(t.schoolId, t.classSectionId, t.effectiveFrom)
      .where(sql`${t.status} = 'published'`),
    check('timetable_versions_status', sql.raw(`status in (${quoted(VERSION_STATUSES)})`)),
    check('timetable_versions_source', sql.raw(`source in (${quoted(VERSION_SOURCES)})`)),
    index('timetable_versions_section').on(t.schoolId, t.classSectionId, t.effectiveFrom),
  ],
);

/** A lesson of a version: a weekday's period taught as a class-subject, optionally in a room. */
export const timetableCells = pgTable(
  'timetable_cells',
  {
    schoolId: integer('school_id').notNull(),
    versionId: integer('version_id').notNull(),
    day: integer('day').notNull(),
    periodId: integer('period_id').notNull(),
    classSubjectId: integer('class_subject_id').notNull(),
    roomId: integer('room_id'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.versionId, t.day, t.periodId] }),
    foreignKey({
      columns: [t.schoolId, t.versionId],
      foreignColumns: [timetableVersions.schoolId, timetableVersions.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.schoolId, t.periodId],
      foreignColumns: [bellPeriods.schoolId, bellPeriods.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.classSubjectId],
      foreignColumns: [classSubjects.schoolId, classSubjects.id],
    }),
    foreignKey({ columns: [t.schoolId, t.roomId], foreignColumns: [rooms.schoolId, rooms.id] }),
    weekday('timetable_cells_day', t.day),
    index('timetable_cells_class_subject').on(t.schoolId, t.classSubjectId),
    index('timetable_cells_room').on(t.schoolId, t.roomId),
  ],
);

/** The periods per week a class-subject needs (each class-section of the class alike). */
export const classSubjectLoads = pgTable(
  'class_subject_loads',
  {
    schoolId: integer('school_id').notNull(),
    classSubjectId: integer('class_subject_id').notNull(),
    periodsPerWeek: integer('periods_per_week').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.classSubjectId] }),
    foreignKey({
      columns: [t.schoolId, t.classSubjectId],
      foreignColumns: [classSubjects.schoolId, classSubjects.id],
    }).onDelete('cascade'),
    check('class_subject_loads_periods', sql`${t.periodsPerWeek} between 1 and 70`),
  ],
);

/** A teacher's maximum periods per day and per week (either may be left open). */
export const teacherLimits = pgTable(
  'teacher_limits',
  {
    schoolId: integer('school_id').notNull(),
    teacherUserId: integer('teacher_user_id').notNull(),
    maxPerDay: integer('max_per_day'),
    maxPerWeek: integer('max_per_week'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.teacherUserId] }),
    userFk(t, t.teacherUserId),
    check('teacher_limits_positive', sql`${t.maxPerDay} > 0 and ${t.maxPerWeek} > 0`),
  ],
);

/** A weekday's span a teacher cannot teach. */
export const teacherUnavailability = pgTable(
  'teacher_unavailability',
  {
    ...tenantColumns(),
    teacherUserId: integer('teacher_user_id').notNull(),
    day: integer('day').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    userFk(t, t.teacherUserId),
    weekday('teacher_unavailability_day', t.day),
    check('teacher_unavailability_times', sql`${t.endTime} > ${t.startTime}`),
    index('teacher_unavailability_teacher').on(t.schoolId, t.teacherUserId),
  ],
);

/** A lesson of a date covered by another teacher; one cover per class-section and period. */
export const substitutions = pgTable(
  'substitutions',
  {
    ...tenantColumns(),
    date: date('date').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    periodId: integer('period_id').notNull(),
    classSubjectId: integer('class_subject_id').notNull(),
    absentUserId: integer('absent_user_id').notNull(),
    substituteUserId: integer('substitute_user_id').notNull(),
    createdByUserId: integer('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.classSectionId],
      foreignColumns: [classSections.schoolId, classSections.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.periodId],
      foreignColumns: [bellPeriods.schoolId, bellPeriods.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.classSubjectId],
      foreignColumns: [classSubjects.schoolId, classSubjects.id],
    }),
    userFk(t, t.absentUserId),
    userFk(t, t.substituteUserId),
    userFk(t, t.createdByUserId),
    unique('substitutions_one_cover').on(t.schoolId, t.date, t.classSectionId, t.periodId),
    index('substitutions_substitute').on(t.schoolId, t.substituteUserId, t.date),
  ],
);

/** A teacher's iCalendar secret as its SHA-256; revoking deletes the row. */
export const timetableFeedTokens = pgTable(
  'timetable_feed_tokens',
  {
    schoolId: integer('school_id').notNull(),
    teacherUserId: integer('teacher_user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.teacherUserId] }),
    userFk(t, t.teacherUserId),
    unique('timetable_feed_tokens_hash_unique').on(t.schoolId, t.tokenHash),
  ],
);
