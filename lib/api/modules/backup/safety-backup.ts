/**
 * The safety backup a restore takes first: the school as it is, written inside the restore's
 * own REPEATABLE READ transaction before anything is deleted, so the archive holds exactly
 * the rows the restore then replaces (payments, receipts, attendance... made since the backup
 * being restored). Its row is listed among the school's backups, marked by its note, and can
 * be downloaded and restored like any other.
 *
 * It is part of the transaction: if the restore is refused afterwards, the row is rolled back
 * with everything else and `discard` removes its file, so no half-made safety backup is left
 * listed (the school is unchanged, so there is nothing to keep). If it cannot be written, the
 * restore does not start.
 */
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Executor } from '../../../db/client';
import {
  archivePath,
  insertFinishedBackup,
  newArchiveName,
  type BackupRow,
  type MadeBy,
} from './backups';
import { writeArchive, type SchoolIdentity } from './export';
import { currentSchemaVersion } from './manifest';
import type { PlannedTable } from './plan';

/** What the list shows for a safety backup; `archiveName` is the uploaded file's name. */
export function safetyNote(archiveName: string) {
  // Control characters and excess length from a browser's file name stay out of the list.
  const shown =
    archiveName
      .replace(/[\p{Cc}\p{Cs}]/gu, '')
      .trim()
      .slice(0, 120) || 'an archive';
  return `Safety backup before restore of ${shown}`;
}

export type SafetyBackup = { row: BackupRow; discard: () => Promise<void> };

export async function takeSafetyBackup(
  db: Database,
  tx: Executor,
  options: {
    storageDir: string;
    school: SchoolIdentity;
    tables: PlannedTable[];
    by: MadeBy;
    archiveName: string;
    signingKey: Buffer;
  },
): Promise<SafetyBackup> {
  const { storageDir, school } = options;
  const fileName = newArchiveName();
  const target = archivePath(storageDir, school.id, fileName);
  // Cleaning up never hides why the backup or the restore failed.
  const removed = (file: string) => rm(file, { force: true }).catch(() => undefined);
  const discard = () => removed(target);
  try {
    await mkdir(path.dirname(target), { recursive: true });
    const manifest = await writeArchive({
      db,
      within: tx,
      storageDir,
      school,
      tables: options.tables,
      schemaVersion: currentSchemaVersion(),
      target: `${target}.part`,
      signingKey: options.signingKey,
    });
    await rename(`${target}.part`, target);
    const row = await insertFinishedBackup(tx, school.id, {
      by: options.by,
      fileName,
      sizeBytes: (await stat(target)).size,
      rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
      note: safetyNote(options.archiveName),
    });
    return { row, discard };
  } catch (error) {
    await removed(`${target}.part`);
    await discard();
    throw error;
  }
}
