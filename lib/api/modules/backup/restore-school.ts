/**
 * A school restoring itself from one of its archives: "put the school back as it was at the
 * backup". The archive is verified first (nothing written); then, in one REPEATABLE READ
 * transaction, the safety backup of the school as it is now (safety-backup.ts), the whole
 * school replaced by the archive (apply.ts), and the audit row naming both; then the school's
 * files. The preview says beforehand what the restore will set aside.
 */
import type { Database } from '../../../db/client';
import { announceSchoolIdentityChange } from '../../../tenancy/school-identity-changes';
import { ApiError } from '../../http/errors';
import type { AuditRecorder } from '../../http/audit';
import { applyArchive } from './apply';
import type { BackupRow, MadeBy } from './backups';
import type { SchoolIdentity } from './export';
import type { Manifest } from './manifest';
import { rowsWrittenSince, setAsideFigures } from './preview';
import { holdSchoolForRestore } from './restore-locks';
import { inStaging, refusedAsField, rowsIn } from './restore-steps';
import { takeSafetyBackup, type SafetyBackup } from './safety-backup';
import { replaceSchoolFiles } from './school-files';
import { currentPlan } from './tenant-tables';
import { apiMessage } from '../../http/messages';

const ENTITY = 'backups';

type Restore = {
  db: Database;
  storageDir: string;
  school: SchoolIdentity;
  by: MadeBy;
  bytes: Uint8Array;
  /** The uploaded file's name, for the safety backup's note. */
  archiveName: string;
  /** The deployment's backup-signing key, for the safety backup (signing.ts). */
  signingKey: Buffer;
  /** Reads and verifies the archive into `staging` (restore-steps.ts checkedArchive). */
  check: ArchiveCheck;
};

/** Verifies the uploaded archive, its files into `staging`: its manifest, or a 422. */
type ArchiveCheck = (staging: string) => Promise<Manifest>;

/** What the restore of this archive would set aside: rows written since it was made. */
export async function previewRestore(db: Database, school: SchoolIdentity, check: ArchiveCheck) {
  const plan = currentPlan();
  const manifest = await inStaging(check);
  const since = await rowsWrittenSince(db, school.id, new Date(manifest.created_at), plan.tables);
  return { made_at: manifest.created_at, set_aside: setAsideFigures(since), tables: since };
}

/**
 * PostgreSQL refused a write of the REPEATABLE READ transaction because another request changed
 * the same rows after its snapshot (SQLSTATE 40001): the safety backup would have missed it.
 */
function isSerializationFailure(error: unknown) {
  let cause = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; cause && depth < 5; depth++, cause = cause.cause as typeof cause)
    if (cause.code === '40001') return true;
  return false;
}

export async function restoreSchool(
  { db, storageDir, signingKey, school, by, bytes, archiveName, check }: Restore,
  audit: AuditRecorder,
): Promise<{ manifest: Manifest; tables: Record<string, number>; safety: BackupRow }> {
  const plan = currentPlan();
  return inStaging(async (staging) => {
    const manifest = await check(staging);
    let safety: SafetyBackup | undefined;
    let done: { tables: Record<string, number>; safety: BackupRow };
    try {
      done = await refusedAsField(() =>
        db.transaction(
          async (tx) => {
            await holdSchoolForRestore(tx, school.id);
            safety = await takeSafetyBackup(db, tx, {
              storageDir,
              school,
              tables: plan.tables,
              by,
              archiveName,
              signingKey,
            }).catch((error: unknown) => {
              console.error(`[backup] safety backup of school ${school.id} failed:`, error);
              throw new ApiError('internal', apiMessage('backup.safetyBackupFailed'));
            });
            const tables = await applyArchive(tx, bytes, school.id, plan.tables, plan.excluded);
            await audit(tx, {
              action: 'restore',
              entity: ENTITY,
              after: {
                archive_made_at: manifest.created_at,
                schema_version: manifest.schema_version,
                rows: rowsIn(tables),
                files: manifest.files.length,
                safety_backup_id: safety.row.id,
              },
            });
            return { tables, safety: safety.row };
          },
          // One snapshot for the safety backup and the deletes: what is removed is what was kept.
          { isolationLevel: 'repeatable read' },
        ),
      );
    } catch (error) {
      // The transaction rolled back: its safety backup row is gone, so its file goes too.
      await (safety as SafetyBackup | undefined)?.discard();
      if (isSerializationFailure(error))
        throw new ApiError('conflict', apiMessage('backup.changedDuringRestore'));
      throw error;
    }
    const names = manifest.files.map((f) => f.name);
    await replaceSchoolFiles(storageDir, school.id, staging, names);
    // The backup's settings (name, logo, theme) are the school's again: the sign-in pages'
    // cached look-up forgets the ones it had.
    announceSchoolIdentityChange();
    return { manifest, ...done };
  });
}
