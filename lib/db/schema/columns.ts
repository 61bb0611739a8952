/**
 * Column helpers shared by every tenant table: the school id, a per-table identity id, and
 * the composite primary key (school_id, id) that keeps rows distributable by school and
 * lets other tables refer to them only within the same school.
 */
import { sql } from 'drizzle-orm';
import { customType, integer, primaryKey, timestamp } from 'drizzle-orm/pg-core';
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

/** Text compared byte by byte (code-point order), the same on every database whatever its locale. */
const codePointText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text COLLATE "C"',
});

/**
 * The search and sort key of the name in `column` (lib/text/name-key.ts): computed by the
 * database's name_key function on every write, whoever writes (the API, an import's SQL, a
 * restore), and never written itself. Ordered by code point: see docs/ARCHITECTURE.md,
 * "Names in any script".
 */
export const nameKeyOf = (name: string, column: string) =>
  codePointText(name)
    .notNull()
    .generatedAlwaysAs(sql.raw(`name_key(${JSON.stringify(column)})`));
