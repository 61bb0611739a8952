/**
 * Results and report cards (issue 30): each exam type's weight in the annual result, the class
 * teacher's remark on a student's report card for an exam, and the report cards' own settings
 * (the principal's signature image). Owned by lib/api/modules/exams (docs/ARCHITECTURE.md,
 * "Exams", "Results and report cards").
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { exams } from './exams';
import { EXAM_TYPES } from './exams-values';
import { belongsToSchool, userFk } from './keys';
import { students } from './people';

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** An exam type's weight (a whole number) in the annual result; a type without a row weighs 0. */
export const examTypeWeights = pgTable(
  'exam_type_weights',
  {
    schoolId: integer('school_id').notNull(),
    examType: text('exam_type', { enum: EXAM_TYPES }).notNull(),
    weight: integer('weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examType] }),
    belongsToSchool(t),
    check('exam_type_weights_type', sql.raw(`exam_type in (${quoted(EXAM_TYPES)})`)),
    check('exam_type_weights_weight', sql`${t.weight} between 0 and 100`),
  ],
);

/** The class teacher's remark on a student's report card of an exam. */
export const reportCardRemarks = pgTable(
  'report_card_remarks',
  {
    schoolId: integer('school_id').notNull(),
    examId: integer('exam_id').notNull(),
    studentId: integer('student_id').notNull(),
    remark: text('remark').notNull(),
    updatedByUserId: integer('updated_by_user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.examId, t.studentId] }),
    foreignKey({ columns: [t.schoolId, t.examId], foreignColumns: [exams.schoolId, exams.id] }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    userFk(t, t.updatedByUserId),
  ],
);

/** One row per school: the principal's signature image (a private file's name). */
export const reportCardSettings = pgTable(
  'report_card_settings',
  {
    schoolId: integer('school_id').primaryKey(),
    principalSignature: text('principal_signature'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [belongsToSchool(t)],
);
