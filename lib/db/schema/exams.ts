/**
 * Exams (issue 30): grading scales with their bands and classes, exams of a term (a semester of
 * a session year) for a set of classes, their schedule of papers, the mark sheets' states and
 * the marks. Marks, maxima, percentages and grade points are integer hundredths
 * (docs/ARCHITECTURE.md, "Exams"). Owned by lib/api/modules/exams.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classSections, classes, semesters, sessionYearFk, subjects } from './academics';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { EXAM_TYPES, SCALE_KINDS, SHEET_STATUSES, type PublishedScale } from './exams-values';
import { belongsToSchool, userFk } from './keys';
import { students } from './people';

export { EXAM_TYPES, SCALE_KINDS, SHEET_STATUSES, type PublishedScale } from './exams-values';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const gradingScales = pgTable(
  'grading_scales',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: SCALE_KINDS }).notNull(),
    /** The marks scale of every class without one of its own. */
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('grading_scales_school_name_unique').on(t.schoolId, t.name),
    uniqueIndex('grading_scales_one_default')
      .on(t.schoolId)
      .where(sql`${t.isDefault}`),
    check('grading_scales_kind', sql.raw(`kind in (${quoted(SCALE_KINDS)})`)),
    check('grading_scales_default_marks', sql`not ${t.isDefault} or ${t.kind} = 'marks'`),
  ],
);

/** A band of a scale; a co-scholastic scale's bands have no percentage and no point. */
export const gradingScaleBands = pgTable(
  'grading_scale_bands',
  {
    schoolId: integer('school_id').notNull(),
    scaleId: integer('scale_id').notNull(),
    position: integer('position').notNull(),
    /** Lower edge, hundredths of a percent (inclusive); the next band's is this one's upper. */
    minPercent: integer('min_percent'),
    grade: text('grade').notNull(),
    /** Hundredths (1000 = 10.0). */
    gradePoint: integer('grade_point'),
    remark: text('remark'),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.scaleId, t.position] }),
    foreignKey({
      columns: [t.schoolId, t.scaleId],
      foreignColumns: [gradingScales.schoolId, gradingScales.id],
    }).onDelete('cascade'),
    unique('grading_scale_bands_grade_unique').on(t.schoolId, t.scaleId, t.grade),
    check('grading_scale_bands_percent', sql`${t.minPercent} between 0 and 10000`),
  ],
);

/** The classes a marks scale is for: one scale per class. */
export const gradingScaleClasses = pgTable(
  'grading_scale_classes',
  {
    schoolId: integer('school_id').notNull(),
    classId: integer('class_id').notNull(),
    scaleId: integer('scale_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.classId] }),
    foreignKey({
      columns: [t.schoolId, t.scaleId],
      foreignColumns: [gradingScales.schoolId, gradingScales.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    index('grading_scale_classes_scale').on(t.schoolId, t.scaleId),
  ],
);

export const exams = pgTable(
  'exams',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    /** The term; null: the whole session year. */
    semesterId: integer('semester_id'),
    examType: text('exam_type', { enum: EXAM_TYPES }).notNull(),
    createdByUserId: integer('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    sessionYearFk(t, t.sessionYearId),
    foreignKey({
      columns: [t.schoolId, t.semesterId],
      foreignColumns: [semesters.schoolId, semesters.id],
    }),
    userFk(t, t.createdByUserId),
    check('exams_type', sql.raw(`exam_type in (${quoted(EXAM_TYPES)})`)),
    index('exams_school_session').on(t.schoolId, t.sessionYearId),
  ],
);

/** A class sitting an exam; published per class (null: not yet). */
export const examClasses = pgTable(
  'exam_classes',
  {
    schoolId: integer('school_id').notNull(),
    examId: integer('exam_id').notNull(),
    classId: integer('class_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByUserId: integer('published_by_user_id'),
    /** The scale that graded the class when it was published; null until then. */
    publishedScale: jsonb('published_scale').$type<PublishedScale>(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.classId] }),
    foreignKey({ columns: [t.schoolId, t.examId], foreignColumns: [exams.schoolId, exams.id] }),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    userFk(t, t.publishedByUserId),
  ],
);

/** The schedule: one paper per exam, class and subject. */
export const examPapers = pgTable(
  'exam_papers',
  {
    ...tenantColumns(),
    examId: integer('exam_id').notNull(),
    classId: integer('class_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    examDate: date('exam_date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    maxMarks: integer('max_marks').notNull(),
    passMarks: integer('pass_marks').notNull(),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('exam_papers_exam_class_subject_unique').on(
      t.schoolId,
      t.examId,
      t.classId,
      t.subjectId,
    ),
    foreignKey({
      columns: [t.schoolId, t.examId, t.classId],
      foreignColumns: [examClasses.schoolId, examClasses.examId, examClasses.classId],
    }),
    foreignKey({
      columns: [t.schoolId, t.subjectId],
      foreignColumns: [subjects.schoolId, subjects.id],
    }),
    check('exam_papers_times', sql`${t.endTime} > ${t.startTime}`),
    check(
      'exam_papers_marks',
      sql`${t.maxMarks} > 0 and ${t.passMarks} between 0 and ${t.maxMarks}`,
    ),
  ],
);

/** A grid's state (exam × class-section × subject), from its first save. */
export const examMarkSheets = pgTable(
  'exam_mark_sheets',
  {
    schoolId: integer('school_id').notNull(),
    examId: integer('exam_id').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    status: text('status', { enum: SHEET_STATUSES }).notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedByUserId: integer('submitted_by_user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.classSectionId, t.subjectId] }),
    foreignKey({ columns: [t.schoolId, t.examId], foreignColumns: [exams.schoolId, exams.id] }),
    foreignKey({
      columns: [t.schoolId, t.classSectionId],
      foreignColumns: [classSections.schoolId, classSections.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.subjectId],
      foreignColumns: [subjects.schoolId, subjects.id],
    }),
    userFk(t, t.submittedByUserId),
    check('exam_mark_sheets_status', sql.raw(`status in (${quoted(SHEET_STATUSES)})`)),
  ],
);

/** A student's mark in one subject of an exam; `version` grows with every change (conflicts). */
export const examMarks = pgTable(
  'exam_marks',
  {
    schoolId: integer('school_id').notNull(),
    examId: integer('exam_id').notNull(),
    subjectId: integer('subject_id').notNull(),
    studentId: integer('student_id').notNull(),
    /** Where the student sat the exam (a later transfer keeps it). */
    classSectionId: integer('class_section_id').notNull(),
    marks: integer('marks'),
    absent: boolean('absent').notNull().default(false),
    exempt: boolean('exempt').notNull().default(false),
    version: integer('version').notNull().default(1),
    enteredByUserId: integer('entered_by_user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.subjectId, t.studentId] }),
    foreignKey({
      columns: [t.schoolId, t.examId, t.classSectionId, t.subjectId],
      foreignColumns: [
        examMarkSheets.schoolId,
        examMarkSheets.examId,
        examMarkSheets.classSectionId,
        examMarkSheets.subjectId,
      ],
    }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    userFk(t, t.enteredByUserId),
    index('exam_marks_sheet').on(t.schoolId, t.examId, t.classSectionId, t.subjectId),
    index('exam_marks_student').on(t.schoolId, t.studentId),
    check(
      'exam_marks_one_state',
      sql`(${t.marks} is not null)::int + ${t.absent}::int + ${t.exempt}::int = 1`,
    ),
    check('exam_marks_not_negative', sql`${t.marks} >= 0`),
  ],
);
