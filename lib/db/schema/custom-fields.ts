/**
 * Fields the school defines for students, guardians and staff (issue 29): the definitions, in
 * groups that say who sees them, and their values — a student's keyed by the student, a
 * guardian's or staff member's by their account. A deleted field is kept (deleted_at) so its
 * key stays taken and its values stay in backups; answers leave it out. Owned by
 * lib/api/modules/custom-fields.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { users } from './identity';
import { students } from './people';
import { schools } from './platform';

export const customFieldGroups = pgTable(
  'custom_field_groups',
  {
    ...tenantColumns(),
    entity: text('entity').notNull(),
    name: text('name').notNull(),
    visibility: text('visibility').notNull().default('everyone'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    uniqueIndex('custom_field_groups_name').on(t.schoolId, t.entity, t.name),
    check('custom_field_groups_entity', sql`${t.entity} in ('student', 'guardian', 'staff')`),
    check(
      'custom_field_groups_visibility',
      sql`${t.visibility} in ('everyone', 'staff', 'admin_and_class_teacher')`,
    ),
  ],
);

export const customFields = pgTable(
  'custom_fields',
  {
    ...tenantColumns(),
    entity: text('entity').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    groupId: integer('group_id'),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    foreignKey({
      columns: [t.schoolId, t.groupId],
      foreignColumns: [customFieldGroups.schoolId, customFieldGroups.id],
    }),
    // A key is never reused, even after its field is deleted: old values and exports keep meaning.
    uniqueIndex('custom_fields_key').on(t.schoolId, t.entity, t.key),
    index('custom_fields_group').on(t.schoolId, t.groupId),
    check('custom_fields_entity', sql`${t.entity} in ('student', 'guardian', 'staff')`),
    check(
      'custom_fields_kind',
      sql`${t.kind} in ('text', 'number', 'date', 'choice', 'multi_choice', 'yes_no', 'file')`,
    ),
  ],
);

export const customFieldStudentValues = pgTable(
  'custom_field_student_values',
  {
    schoolId: integer('school_id').notNull(),
    fieldId: integer('field_id').notNull(),
    studentId: integer('student_id').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.fieldId, t.studentId] }),
    foreignKey({
      columns: [t.schoolId, t.fieldId],
      foreignColumns: [customFields.schoolId, customFields.id],
    }),
    foreignKey({
      columns: [t.schoolId, t.studentId],
      foreignColumns: [students.schoolId, students.id],
    }),
    index('custom_field_student_values_student').on(t.schoolId, t.studentId),
  ],
);

/** A guardian's or staff member's values, by their account (the field's entity says which). */
export const customFieldUserValues = pgTable(
  'custom_field_user_values',
  {
    schoolId: integer('school_id').notNull(),
    fieldId: integer('field_id').notNull(),
    userId: integer('user_id').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.fieldId, t.userId] }),
    foreignKey({
      columns: [t.schoolId, t.fieldId],
      foreignColumns: [customFields.schoolId, customFields.id],
    }),
    foreignKey({ columns: [t.schoolId, t.userId], foreignColumns: [users.schoolId, users.id] }),
    index('custom_field_user_values_user').on(t.schoolId, t.userId),
  ],
);
