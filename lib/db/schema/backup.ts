/**
 * Backups of a school: one row per archive made by `/database-backup`, owned by
 * lib/api/modules/backup. The archive itself is a private file of the school
 * (`backup-….tar.gz` under STORAGE_DIR/private/{school id}/).
 *
 * Deliberately no foreign key to users: a restore deletes and re-inserts the school's users,
 * and the list of backups must outlive that (it is never itself restored). The maker's name
 * is kept as it was, like the audit log does.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPrimaryKey } from './columns';
import { schools } from './platform';

export const BACKUP_STATUSES = ['running', 'done', 'failed'] as const;

export const backups = pgTable(
  'backups',
  {
    ...tenantColumns(),
    status: text('status', { enum: BACKUP_STATUSES }).notNull().default('running'),
    /** The stored archive's file name (set when the export begins). */
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Progress while running: rows written so far out of the rows counted at the start. */
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    /** The latest applied migration the archive was written under. */
    schemaVersion: text('schema_version').notNull(),
    error: text('error'),
    /**
     * Why the backup was made when no one asked for it: the safety backup a restore takes of
     * the school as it was just before ("Safety backup before restore of …"); null for a
     * backup someone made.
     */
    note: text('note'),
    createdByUserId: integer('created_by_user_id'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    index('backups_school_created_idx').on(t.schoolId, t.createdAt),
    check('backups_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);
