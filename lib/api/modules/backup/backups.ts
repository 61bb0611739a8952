/**
 * The backups of a school: the table's rows (what the list shows) and the export job that
 * fills one in. A backup is created `running` in the request's transaction (with its audit
 * row), exported in the background of this process (progress written as it goes), then
 * marked `done` with its size, or `failed` with the reason. A row left `running` by a process
 * that stopped shows as failed (jobs of this process are known by id).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { backups } from '../../../db/schema/backup';
import { privateDir } from '../../../storage/files';
import { writeArchive, type SchoolIdentity } from './export';
import { currentSchemaVersion } from './manifest';
import { currentPlan } from './tenant-tables';

export const backupColumns = {
  id: backups.id,
  status: backups.status,
  file_name: backups.fileName,
  size_bytes: backups.sizeBytes,
  rows_done: backups.rowsDone,
  rows_total: backups.rowsTotal,
  schema_version: backups.schemaVersion,
  error: backups.error,
  note: backups.note,
  created_by_user_id: backups.createdByUserId,
  created_by_name: backups.createdByName,
  created_at: backups.createdAt,
  completed_at: backups.completedAt,
};

export type BackupRow = {
  id: number;
  status: 'running' | 'done' | 'failed';
  file_name: string;
  size_bytes: number | null;
  rows_done: number;
  rows_total: number;
  schema_version: string;
  error: string | null;
  /** Set on a restore's safety backup ("Safety backup before restore of …"). */
  note: string | null;
  created_by_user_id: number | null;
  created_by_name: string | null;
  created_at: Date;
  completed_at: Date | null;
};

/** Exports running in this process, by backup id. */
const jobs = new Map<number, Promise<void>>();

/**
 * Exports this process finished, by backup id (the latest FINISHED_KEPT). A read that began
 * while the job still ran can return the row as `running` after the job has ended: that row
 * is not one a stopped process left behind.
 */
const finished = new Set<number>();
const FINISHED_KEPT = 1000;

function markFinished(id: number) {
  jobs.delete(id);
  finished.add(id);
  if (finished.size > FINISHED_KEPT) finished.delete(finished.values().next().value as number);
}

/** Settles every export still running (before a test closes its database). */
export const settleBackupJobs = () => Promise.allSettled([...jobs.values()]);

/** A running row no job of this process is writing was cut off by a stop: show it as failed. */
export function asShown(row: BackupRow): BackupRow {
  if (row.status === 'running' && !jobs.has(row.id) && !finished.has(row.id))
    return {
      ...row,
      status: 'failed',
      error: row.error ?? 'The server stopped while this backup was being made.',
    };
  return row;
}

export async function readBackup(db: Executor, schoolId: number, id: number) {
  const [row] = await db
    .select(backupColumns)
    .from(backups)
    .where(and(eq(backups.schoolId, schoolId), eq(backups.id, id)));
  return row ? asShown(row as BackupRow) : undefined;
}

export const archivePath = (storageDir: string, schoolId: number, fileName: string) =>
  path.join(privateDir(storageDir, schoolId), fileName);

export const newArchiveName = () => `backup-${randomBytes(8).toString('hex')}.tar.gz`;

export type MadeBy = { userId: number; name: string };

export async function insertBackup(tx: Executor, schoolId: number, by: MadeBy) {
  const [row] = await tx
    .insert(backups)
    .values({
      schoolId,
      fileName: newArchiveName(),
      schemaVersion: currentSchemaVersion(),
      createdByUserId: by.userId,
      createdByName: by.name,
    })
    .returning(backupColumns);
  return row as BackupRow;
}

/** A backup already written (a restore's safety backup): listed at once as done. */
export async function insertFinishedBackup(
  tx: Executor,
  schoolId: number,
  backup: { by: MadeBy; fileName: string; sizeBytes: number; rows: number; note: string },
) {
  const [row] = await tx
    .insert(backups)
    .values({
      schoolId,
      status: 'done',
      fileName: backup.fileName,
      sizeBytes: backup.sizeBytes,
      rowsDone: backup.rows,
      rowsTotal: backup.rows,
      schemaVersion: currentSchemaVersion(),
      note: backup.note,
      createdByUserId: backup.by.userId,
      createdByName: backup.by.name,
      completedAt: sql`now()`,
    })
    .returning(backupColumns);
  return row as BackupRow;
}

/** Starts the export of a backup row just committed; returns at once. */
export function startExport(
  db: Database,
  storageDir: string,
  school: SchoolIdentity,
  row: BackupRow,
  signingKey: Buffer,
) {
  const job = runExport(db, storageDir, school, row, signingKey).finally(() =>
    markFinished(row.id),
  );
  jobs.set(row.id, job);
  return job;
}

const PROGRESS_EVERY_MS = 300;

async function runExport(
  db: Database,
  storageDir: string,
  school: SchoolIdentity,
  row: BackupRow,
  signingKey: Buffer,
) {
  const where = and(eq(backups.schoolId, school.id), eq(backups.id, row.id));
  const target = archivePath(storageDir, school.id, row.file_name);
  const partial = `${target}.part`;
  let lastWrite = 0;
  try {
    const plan = currentPlan();
    await mkdir(path.dirname(target), { recursive: true });
    await writeArchive({
      db,
      storageDir,
      school,
      tables: plan.tables,
      schemaVersion: row.schema_version,
      target: partial,
      signingKey,
      onProgress: async (done, total) => {
        const now = Date.now();
        if (done !== 0 && done !== total && now - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = now;
        await db.update(backups).set({ rowsDone: done, rowsTotal: total }).where(where);
      },
    });
    await rename(partial, target);
    const { size } = await stat(target);
    await db
      .update(backups)
      .set({ status: 'done', sizeBytes: size, completedAt: sql`now()` })
      .where(where);
  } catch (error) {
    await rm(partial, { force: true });
    console.error(`[backup] backup ${row.id} of school ${school.id} failed:`, error);
    await db
      .update(backups)
      .set({
        status: 'failed',
        error: 'The backup could not be made; the server log has the details.',
        completedAt: sql`now()`,
      })
      .where(where)
      .catch(() => undefined);
  }
}

export async function deleteBackup(tx: Executor, schoolId: number, id: number) {
  await tx.delete(backups).where(and(eq(backups.schoolId, schoolId), eq(backups.id, id)));
}

/** The latest finished backup of each school (the provider console's "last backup"). */
/** The provider's list of schools: each school's last finished backup (platform's hook). */
export async function lastBackupColumn(db: Executor) {
  const dates = await lastBackupDates(db);
  return (schoolId: number) => ({ last_backup_at: dates.get(schoolId) ?? null });
}

async function lastBackupDates(db: Executor) {
  const rows = await db
    .select({
      school_id: backups.schoolId,
      at: sql<Date>`max(${backups.completedAt})`.mapWith(backups.completedAt),
    })
    .from(backups)
    .where(eq(backups.status, 'done'))
    .groupBy(backups.schoolId);
  return new Map(rows.map((r) => [r.school_id, r.at]));
}

export async function anyRunning(db: Executor, schoolId: number) {
  const [row] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.schoolId, schoolId), eq(backups.status, 'running')))
    .limit(1);
  return row !== undefined && jobs.has(row.id);
}
