/**
 * Academic structure: session years, the meta-data lists of SPEC §3, class groups and
 * class-subjects with their elective groups. Columns follow
 * DOMAIN.md "Academic structure". Owned by lib/api/modules/academics.
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { belongsToSchool } from './keys';

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

/** A column naming one of the school's session years: (school_id, that id). */
export const sessionYearFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({
    columns: [t.schoolId, column],
    foreignColumns: [sessionYears.schoolId, sessionYears.id],
  });

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
    // NULLS NOT DISTINCT: "Grade 1, English, no stream" may exist only once.
    unique('classes_school_name_medium_unique')
      .on(t.schoolId, t.name, t.mediumId, t.streamId)
      .nullsNotDistinct(),
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
    // Codes are optional; two subjects without one do not clash.
    unique('subjects_school_code_unique').on(t.schoolId, t.code),
    check('subjects_type_check', sql`${t.type} in ('Theory', 'Practical')`),
  ],
);

/** Class group: a named set of classes (e.g. "Primary" = Grades 1–5). */
export const classGroups = pgTable(
  'class_groups',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('class_groups_school_name_unique').on(t.schoolId, t.name),
  ],
);

export const classGroupClasses = pgTable(
  'class_group_classes',
  {
    schoolId: integer('school_id').notNull(),
    classGroupId: integer('class_group_id').notNull(),
    classId: integer('class_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.classGroupId, t.classId] }),
    // Membership goes with its group; a class in a group cannot be deleted (the API says which).
    foreignKey({
      columns: [t.schoolId, t.classGroupId],
      foreignColumns: [classGroups.schoolId, classGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
  ],
);

/**
 * An elective group of a class (optionally per semester): the student chooses `chooseCount`
 * of its subjects ("choose N of M", M being the class-subjects pointing at the group).
 */
export const electiveGroups = pgTable(
  'elective_groups',
  {
    ...tenantColumns(),
    classId: integer('class_id').notNull(),
    semesterId: integer('semester_id'),
    name: text('name').notNull(),
    chooseCount: integer('choose_count').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('elective_groups_class_semester_name_unique')
      .on(t.schoolId, t.classId, t.semesterId, t.name)
      .nullsNotDistinct(),
    check('elective_groups_choose_positive', sql`${t.chooseCount} >= 1`),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.semesterId],
      foreignColumns: [semesters.schoolId, semesters.id],
    }),
  ],
);

/** A subject taught in a class, Compulsory or Elective (then in a group), optionally per semester. */
export const classSubjects = pgTable(
  'class_subjects',
  {
    ...tenantColumns(),
    classId: integer('class_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    semesterId: integer('semester_id'),
    type: text('type', { enum: ['Compulsory', 'Elective'] }).notNull(),
    electiveGroupId: integer('elective_group_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    // NULLS NOT DISTINCT: a subject is taught once per class for the whole year.
    unique('class_subjects_class_subject_semester_unique')
      .on(t.schoolId, t.classId, t.subjectId, t.semesterId)
      .nullsNotDistinct(),
    check('class_subjects_type_check', sql`${t.type} in ('Compulsory', 'Elective')`),
    check(
      'class_subjects_elective_has_group',
      sql`(${t.type} = 'Elective') = (${t.electiveGroupId} is not null)`,
    ),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.subjectId],
      foreignColumns: [subjects.schoolId, subjects.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.semesterId],
      foreignColumns: [semesters.schoolId, semesters.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.electiveGroupId],
      foreignColumns: [electiveGroups.schoolId, electiveGroups.id],
    }).onDelete('cascade'),
  ],
);

/** The twelve months: the same for every school (a reference table). */
export const months = pgTable('months', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
