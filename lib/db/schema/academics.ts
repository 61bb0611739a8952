/**
 * Academic structure: session years and the meta-data lists of SPEC §3. Columns follow
 * DOMAIN.md "Academic structure". Owned by lib/api/modules/academics.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  text,
  time,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { schools } from './platform';

const belongsToSchool = (t: { schoolId: Parameters<typeof foreignKey>[0]['columns'][number] }) =>
  foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] });

export const sessionYears = pgTable(
  'session_years',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('session_years_school_name_unique').on(t.schoolId, t.name),
    // At most one default per school, enforced by the database itself.
    uniqueIndex('session_years_one_default')
      .on(t.schoolId)
      .where(sql`${t.isDefault}`),
    check('session_years_end_after_start', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/** A simple named list: mediums, sections and streams share this shape. */
const namedList = (table: string) =>
  pgTable(table, { ...tenantColumns(), name: text('name').notNull(), ...timestamps() }, (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique(`${table}_school_name_unique`).on(t.schoolId, t.name),
  ]);

export const mediums = namedList('mediums');
export const sections = namedList('sections');
export const streams = namedList('streams');

export const shifts = pgTable(
  'shifts',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('shifts_school_name_unique').on(t.schoolId, t.name),
  ],
);

export const semesters = pgTable(
  'semesters',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    startMonth: integer('start_month').notNull(),
    endMonth: integer('end_month').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('semesters_school_name_unique').on(t.schoolId, t.name),
    check(
      'semesters_months',
      sql`${t.startMonth} between 1 and 12 and ${t.endMonth} between 1 and 12`,
    ),
  ],
);

export const classes = pgTable(
  'classes',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    mediumId: integer('medium_id').notNull(),
    shiftId: integer('shift_id'),
    streamId: integer('stream_id'),
    usesSemesters: boolean('uses_semesters').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('classes_school_name_medium_unique').on(t.schoolId, t.name, t.mediumId, t.streamId),
    foreignKey({
      columns: [t.schoolId, t.mediumId],
      foreignColumns: [mediums.schoolId, mediums.id],
    }),
    foreignKey({ columns: [t.schoolId, t.shiftId], foreignColumns: [shifts.schoolId, shifts.id] }),
    foreignKey({
      columns: [t.schoolId, t.streamId],
      foreignColumns: [streams.schoolId, streams.id],
    }),
  ],
);

export const classSections = pgTable(
  'class_sections',
  {
    ...tenantColumns(),
    classId: integer('class_id').notNull(),
    sectionId: integer('section_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('class_sections_class_section_unique').on(t.schoolId, t.classId, t.sectionId),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.sectionId],
      foreignColumns: [sections.schoolId, sections.id],
    }),
  ],
);

export const subjects = pgTable(
  'subjects',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    type: text('type', { enum: ['Theory', 'Practical'] })
      .notNull()
      .default('Theory'),
    color: text('color'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('subjects_school_name_type_unique').on(t.schoolId, t.name, t.type),
    check('subjects_type_check', sql`${t.type} in ('Theory', 'Practical')`),
  ],
);

/** The twelve months: the same for every school (a reference table). */
export const months = pgTable('months', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
