/**
 * Documents: the kinds of document a school keeps (birth certificate, medical note...) and the
 * files kept for a student or a staff member. A file is a private file (lib/storage/files.ts,
 * kind `document`); a removed document keeps its row (removed_at, removed_by) for the record.
 * Owned by lib/api/modules/documents.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { DOCUMENT_OWNERS } from './documents-values';
import { belongsToSchool, userFk } from './keys';
import { students } from './people';

export const documentTypes = pgTable(
  'document_types',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    /** Whose documents these are: a student's or a staff member's. */
    appliesTo: text('applies_to', { enum: DOCUMENT_OWNERS }).notNull(),
    /** Every active student (or staff member) should have one: the "missing documents" filter. */
    required: boolean('required').notNull().default(false),
    /** Whether a document of this type runs out (a medical note): its expiry date is asked for. */
    hasExpiry: boolean('has_expiry').notNull().default(false),
    /** Deleted types are kept for the documents that name them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [tenantPrimaryKey(t), belongsToSchool(t)],
);

export const documents = pgTable(
  'documents',
  {
    ...tenantColumns(),
    documentTypeId: integer('document_type_id').notNull(),
    owner: text('owner', { enum: DOCUMENT_OWNERS }).notNull(),
    studentId: integer('student_id'),
    staffUserId: integer('staff_user_id'),
    /** The private file's URL (/api/files/document-....pdf). */
    file: text('file').notNull(),
    /** The name the file had on the uploader's device, shown and offered on download. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    expiresOn: date('expires_on'),
    uploadedByUserId: integer('uploaded_by_user_id').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedByUserId: integer('removed_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    foreignKey({
      columns: [t.schoolId, t.documentTypeId],
      foreignColumns: [documentTypes.schoolId, documentTypes.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    userFk(t, t.staffUserId),
    userFk(t, t.uploadedByUserId),
    userFk(t, t.removedByUserId),
    check(
      'documents_one_owner',
      sql`(${t.owner} = 'student' and ${t.studentId} is not null and ${t.staffUserId} is null)
        or (${t.owner} = 'staff' and ${t.staffUserId} is not null and ${t.studentId} is null)`,
    ),
    index('documents_school_student').on(t.schoolId, t.studentId),
    index('documents_school_staff').on(t.schoolId, t.staffUserId),
    index('documents_school_expiry').on(t.schoolId, t.expiresOn),
  ],
);
