/**
 * People: students and their history, guardians' links and profiles, admission applications
 * and inquiries, staff profiles, class teachers, and bulk-import batches with their staged
 * rows. Columns follow DOMAIN.md "People". Owned by lib/api/modules/people.
 *
 * Guardians, teachers and staff are users (lib/db/schema/identity.ts) with a role; these
 * tables only add what a school keeps about them.
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
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { nameKeyOf, tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { classSections, classSubjects, classes, sessionYearFk } from './academics';
import { GENDERS, GUARDIAN_RELATIONS, STUDENT_STATUSES } from './people-values';
import { belongsToSchool, userFk } from './keys';

const classSectionFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({
    columns: [t.schoolId, column],
    foreignColumns: [classSections.schoolId, classSections.id],
  });

// The value lists live in a file without drizzle, so the browser's forms can import them too.
export { GENDERS, GUARDIAN_RELATIONS, STUDENT_STATUSES } from './people-values';

export const importBatches = pgTable(
  'import_batches',
  {
    ...tenantColumns(),
    kind: text('kind', { enum: ['students', 'teachers'] }).notNull(),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the uploaded bytes: the same file previewed twice is recognised. */
    fileHash: text('file_hash').notNull(),
    status: text('status', {
      enum: ['invalid', 'staged', 'committing', 'committed', 'failed'],
    }).notNull(),
    totalRows: integer('total_rows').notNull(),
    /** Rows that already exist in the school (same admission number or e-mail): skipped. */
    skippedRows: integer('skipped_rows').notNull().default(0),
    /** Progress of the commit: staged rows checked so far, then created rows. */
    preparedRows: integer('prepared_rows').notNull().default(0),
    createdRows: integer('created_rows').notNull().default(0),
    errors: jsonb('errors').$type<{ row: number; column: string; message: string }[]>(),
    createdBy: integer('created_by').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    userFk(t, t.createdBy),
    check('import_batches_kind', sql`${t.kind} in ('students', 'teachers')`),
    check(
      'import_batches_status',
      sql`${t.status} in ('invalid', 'staged', 'committing', 'committed', 'failed')`,
    ),
  ],
);

/**
 * A file's validated rows, waiting for the commit. They are school data only once the final
 * commit transaction copies them into the real tables; a failed or abandoned import leaves
 * nothing but these rows behind.
 */
export const importRows = pgTable(
  'import_rows',
  {
    schoolId: integer('school_id').notNull(),
    batchId: integer('batch_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    /** The row normalised by the import rules (see lib/api/modules/people/import-rows.ts). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    action: text('action', { enum: ['create', 'skip'] }).notNull(),
    prepared: boolean('prepared').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.batchId, t.rowNumber] }),
    foreignKey({
      columns: [t.schoolId, t.batchId],
      foreignColumns: [importBatches.schoolId, importBatches.id],
    }).onDelete('cascade'),
  ],
);

export const students = pgTable(
  'students',
  {
    ...tenantColumns(),
    admissionNo: text('admission_no').notNull(),
    rollNumber: integer('roll_number'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** What search and the name sort compare (lib/text/name-key.ts): "Łucja" is "lucja". */
    firstNameKey: nameKeyOf('first_name_key', 'first_name'),
    lastNameKey: nameKeyOf('last_name_key', 'last_name'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    admissionDate: date('admission_date').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    /** An optional contact address of the student (older pupils), unique in the school. */
    email: text('email'),
    currentAddress: text('current_address'),
    permanentAddress: text('permanent_address'),
    photo: text('photo'),
    status: text('status', { enum: STUDENT_STATUSES }).notNull().default('active'),
    importBatchId: integer('import_batch_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('students_school_admission_no_unique').on(t.schoolId, t.admissionNo),
    // A roll number is unique in its class-section and session; null while unassigned.
    unique('students_roll_number_unique').on(
      t.schoolId,
      t.classSectionId,
      t.sessionYearId,
      t.rollNumber,
    ),
    uniqueIndex('students_school_email_unique')
      .on(t.schoolId, t.email)
      .where(sql`${t.email} is not null`),
    classSectionFk(t, t.classSectionId),
    sessionYearFk(t, t.sessionYearId),
    foreignKey({
      columns: [t.schoolId, t.importBatchId],
      foreignColumns: [importBatches.schoolId, importBatches.id],
    }),
    check('students_gender', sql`${t.gender} in ('male', 'female', 'other')`),
    check('students_status', sql`${t.status} in ('active', 'left', 'alumni')`),
    check('students_email_lower', sql`${t.email} = lower(${t.email})`),
    check('students_roll_positive', sql`${t.rollNumber} > 0`),
    // Search in a school of 50,000: prefix matches on the names' keys (folded: see
    // lib/text/name-key.ts) and on the lower-cased admission number use these btree indexes
    // (text_pattern_ops compares bytes, as the keys' "C" collation orders them). pg_trgm would
    // allow infix search but is not in PGlite's default build, and migrations must run on both.
    // Each also carries the first name's key (the default sort) and the id, so that a
    // searched page finds and sorts its matches from the index alone, without visiting the
    // rows (queriesOf's searchByIndex): 5,000 students sharing a surname were 757 row pages
    // for a page of 20. Key columns, not INCLUDE, which Drizzle's index builder cannot write;
    // the two-word search (first "ali", last "kh") is answered by the first name's index, so
    // it carries the last name's key too.
    index('students_first_name_key_search').using(
      'btree',
      t.schoolId,
      sql`${t.firstNameKey} text_pattern_ops`,
      t.lastNameKey,
      t.id,
    ),
    index('students_last_name_key_search').using(
      'btree',
      t.schoolId,
      sql`${t.lastNameKey} text_pattern_ops`,
      t.firstNameKey,
      t.id,
    ),
    index('students_admission_no_key_search').using(
      'btree',
      t.schoolId,
      sql`lower(${t.admissionNo}) text_pattern_ops`,
      t.admissionNo,
      t.firstNameKey,
      t.id,
    ),
    // The default list order (the first name's key) and the class-section filter.
    index('students_name_key_order').on(t.schoolId, t.firstNameKey, t.id),
    index('students_class_section').on(t.schoolId, t.classSectionId, t.sessionYearId),
    // The dashboard's active-student count and students per class, read from the index alone:
    // in a school of 50,000, 14 ms → 6 ms and 25 ms → 8 ms, where both read every row's page.
    index('students_active_per_section').on(
      t.schoolId,
      t.status,
      t.sessionYearId,
      t.classSectionId,
    ),
  ],
);

export const studentGuardians = pgTable(
  'student_guardians',
  {
    schoolId: integer('school_id').notNull(),
    studentId: integer('student_id').notNull(),
    guardianUserId: integer('guardian_user_id').notNull(),
    relation: text('relation', { enum: GUARDIAN_RELATIONS }).notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.studentId, t.guardianUserId] }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    userFk(t, t.guardianUserId),
    // One primary contact per student, kept by the database (the API keeps "at least one").
    uniqueIndex('student_guardians_one_primary')
      .on(t.schoolId, t.studentId)
      .where(sql`${t.isPrimary}`),
    index('student_guardians_guardian').on(t.schoolId, t.guardianUserId),
    check('student_guardians_relation', sql`${t.relation} in ('father', 'mother', 'other')`),
  ],
);

/** What a school keeps about a guardian beyond the user account. */
export const guardianProfiles = pgTable(
  'guardian_profiles',
  {
    schoolId: integer('school_id').notNull(),
    userId: integer('user_id').notNull(),
    phone: text('phone'),
    occupation: text('occupation'),
    address: text('address'),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId] }), userFk(t, t.userId)],
);

export const staffProfiles = pgTable(
  'staff_profiles',
  {
    schoolId: integer('school_id').notNull(),
    userId: integer('user_id').notNull(),
    phone: text('phone'),
    qualification: text('qualification'),
    joiningDate: date('joining_date').notNull(),
    salaryBasis: text('salary_basis', { enum: ['monthly', 'daily', 'hourly'] })
      .notNull()
      .default('monthly'),
    importBatchId: integer('import_batch_id'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.userId] }),
    userFk(t, t.userId),
    foreignKey({
      columns: [t.schoolId, t.importBatchId],
      foreignColumns: [importBatches.schoolId, importBatches.id],
    }),
    check('staff_profiles_salary_basis', sql`${t.salaryBasis} in ('monthly', 'daily', 'hourly')`),
  ],
);

/** The class teacher of a class-section: one per class-section. */
export const classTeachers = pgTable(
  'class_teachers',
  {
    schoolId: integer('school_id').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    teacherUserId: integer('teacher_user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.classSectionId] }),
    classSectionFk(t, t.classSectionId),
    userFk(t, t.teacherUserId),
    index('class_teachers_teacher').on(t.schoolId, t.teacherUserId),
  ],
);

/** Subject teachers of a class-subject: a subject may be shared by several teachers. */
export const subjectTeachers = pgTable(
  'subject_teachers',
  {
    schoolId: integer('school_id').notNull(),
    classSubjectId: integer('class_subject_id').notNull(),
    teacherUserId: integer('teacher_user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.classSubjectId, t.teacherUserId] }),
    foreignKey({
      columns: [t.schoolId, t.classSubjectId],
      foreignColumns: [classSubjects.schoolId, classSubjects.id],
    }),
    userFk(t, t.teacherUserId),
    index('subject_teachers_teacher').on(t.schoolId, t.teacherUserId),
  ],
);

export const studentHistory = pgTable(
  'student_history',
  {
    ...tenantColumns(),
    studentId: integer('student_id').notNull(),
    event: text('event', {
      enum: ['admission', 'transfer', 'promotion', 'repeat', 'status_change', 'edit'],
    }).notNull(),
    fromClassSectionId: integer('from_class_section_id'),
    toClassSectionId: integer('to_class_section_id'),
    fromSessionYearId: integer('from_session_year_id'),
    toSessionYearId: integer('to_session_year_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    onDate: date('on_date').notNull(),
    byUserId: integer('by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    classSectionFk(t, t.fromClassSectionId),
    classSectionFk(t, t.toClassSectionId),
    sessionYearFk(t, t.fromSessionYearId),
    sessionYearFk(t, t.toSessionYearId),
    userFk(t, t.byUserId),
    index('student_history_student').on(t.schoolId, t.studentId),
  ],
);

/** A guardian in an application: people do not exist until the application is accepted. */
export type ApplicationGuardian = {
  full_name: string;
  email: string;
  phone?: string | null;
  relation: (typeof GUARDIAN_RELATIONS)[number];
  is_primary: boolean;
};

export const admissionInquiries = pgTable(
  'admission_inquiries',
  {
    ...tenantColumns(),
    childName: text('child_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    gender: text('gender', { enum: GENDERS }),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email'),
    parentPhone: text('parent_phone'),
    classId: integer('class_id'),
    source: text('source'),
    note: text('note'),
    inquiryDate: date('inquiry_date').notNull(),
    status: text('status', { enum: ['open', 'converted', 'lost'] })
      .notNull()
      .default('open'),
    createdBy: integer('created_by'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    foreignKey({
      columns: [t.schoolId, t.classId],
      foreignColumns: [classes.schoolId, classes.id],
    }),
    userFk(t, t.createdBy),
    check('admission_inquiries_status', sql`${t.status} in ('open', 'converted', 'lost')`),
    index('admission_inquiries_status_idx').on(t.schoolId, t.status, t.inquiryDate),
  ],
);

export const inquiryFollowUps = pgTable(
  'inquiry_follow_ups',
  {
    ...tenantColumns(),
    inquiryId: integer('inquiry_id').notNull(),
    onDate: date('on_date').notNull(),
    method: text('method', { enum: ['call', 'visit', 'email', 'message', 'other'] }).notNull(),
    outcome: text('outcome').notNull(),
    nextDate: date('next_date'),
    byUserId: integer('by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.schoolId, t.inquiryId],
      foreignColumns: [admissionInquiries.schoolId, admissionInquiries.id],
    }),
    userFk(t, t.byUserId),
    index('inquiry_follow_ups_inquiry').on(t.schoolId, t.inquiryId),
    check(
      'inquiry_follow_ups_method',
      sql`${t.method} in ('call', 'visit', 'email', 'message', 'other')`,
    ),
  ],
);

export const admissionApplications = pgTable(
  'admission_applications',
  {
    ...tenantColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender', { enum: GENDERS }).notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    classSectionId: integer('class_section_id').notNull(),
    sessionYearId: integer('session_year_id').notNull(),
    email: text('email'),
    currentAddress: text('current_address'),
    permanentAddress: text('permanent_address'),
    guardians: jsonb('guardians').$type<ApplicationGuardian[]>().notNull(),
    inquiryId: integer('inquiry_id'),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    studentId: integer('student_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    classSectionFk(t, t.classSectionId),
    sessionYearFk(t, t.sessionYearId),
    foreignKey({
      columns: [t.schoolId, t.inquiryId],
      foreignColumns: [admissionInquiries.schoolId, admissionInquiries.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    userFk(t, t.decidedBy),
    check('admission_applications_status', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    index('admission_applications_status_idx').on(t.schoolId, t.status),
  ],
);
