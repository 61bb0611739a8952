/**
 * Column helpers shared by every tenant table: the school id, a per-table identity id, and
 * the composite primary key (school_id, id) that keeps rows distributable by school and
 * lets other tables refer to them only within the same school.
 */
import { integer, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const tenantColumns = () => ({
  schoolId: integer('school_id').notNull(),
  id: integer('id').generatedAlwaysAsIdentity(),
});

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tenantPrimaryKey = (t: { schoolId: PgColumn; id: PgColumn }) =>
  primaryKey({ columns: [t.schoolId, t.id] });
