/**
 * ID cards and certificates (issue 29): the school's templates (one per kind: the ID card and
 * each certificate kind), the certificates it issued (their words frozen as printed, never
 * deleted) and the per-school serial counter whose row lock makes the numbers gapless.
 * Owned by lib/api/modules/certificates.
 */
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { belongsToSchool, userFk } from './keys';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { students } from './people';
import {
  CERTIFICATE_KINDS,
  TEMPLATE_KINDS,
  type CardDetail,
  type CardLayout,
} from './certificates-values';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A school's template of one kind; a kind without a row prints the built-in default. */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    schoolId: integer('school_id').notNull(),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    title: text('title').notNull(),
    /** A certificate's text with {placeholders}; empty for the ID card. */
    body: text('body').notNull().default(''),
    signatory: text('signatory').notNull().default(''),
    /** The ID card's layout and details (null for certificates). */
    layout: text('layout').$type<CardLayout>(),
    details: jsonb('details').$type<CardDetail[]>(),
    /** The last day an ID card is valid (printed on it), if the school sets one. */
    validUntil: date('valid_until'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.kind] }),
    belongsToSchool(t),
    check('certificate_templates_kind', sql.raw(`kind in (${quoted(TEMPLATE_KINDS)})`)),
    check('certificate_templates_layout', sql`${t.layout} in ('portrait', 'landscape')`),
  ],
);

/** A certificate as issued: its serial, the student, and the words printed, kept for good. */
export const certificates = pgTable(
  'certificates',
  {
    ...tenantColumns(),
    serialNo: integer('serial_no').notNull(),
    studentId: integer('student_id').notNull(),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    issuedOn: date('issued_on').notNull(),
    title: text('title').notNull(),
    /** The body with its placeholders filled, as printed. */
    body: text('body').notNull(),
    signatory: text('signatory').notNull(),
    reason: text('reason'),
    /** A transfer certificate's leaving date. */
    leavingDate: date('leaving_date'),
    issuedByUserId: integer('issued_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    belongsToSchool(t),
    unique('certificates_school_serial_unique').on(t.schoolId, t.serialNo),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    userFk(t, t.issuedByUserId),
    check('certificates_kind', sql.raw(`kind in (${quoted(CERTIFICATE_KINDS)})`)),
    check('certificates_serial_positive', sql`${t.serialNo} > 0`),
    check(
      'certificates_transfer_leaving',
      sql`(${t.kind} = 'transfer') = (${t.leavingDate} is not null)`,
    ),
    index('certificates_school_student').on(t.schoolId, t.studentId),
  ],
);

/** The last serial a school issued; its row lock, held by the issuing transaction, keeps them gapless. */
export const certificateCounters = pgTable(
  'certificate_counters',
  {
    schoolId: integer('school_id').primaryKey(),
    lastSerialNo: integer('last_serial_no').notNull(),
  },
  (t) => [belongsToSchool(t)],
);
