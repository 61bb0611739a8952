/**
 * Foreign keys every module's tables repeat: a tenant row belongs to its school, and a column
 * naming a user of that school points at (school_id, user id). Composite, so a row can never
 * point at another school's user (docs/ARCHITECTURE.md, "Data rules").
 */
import { foreignKey, type PgColumn } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { schools } from './platform';

export const belongsToSchool = (t: { schoolId: PgColumn }) =>
  foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] });

export const userFk = (t: { schoolId: PgColumn }, column: PgColumn) =>
  foreignKey({ columns: [t.schoolId, column], foreignColumns: [users.schoolId, users.id] });
