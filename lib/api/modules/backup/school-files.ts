/**
 * A school's stored files as the backup sees them: the private files of
 * STORAGE_DIR/private/{school id}/ (photos, attachments) except the backup archives
 * themselves, which are never put inside another backup nor touched by a restore.
 * Public logos live flat in STORAGE_DIR and are never deleted, so the settings that name them
 * stay valid after a restore.
 */
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  isPrivateFile,
  isSafeFileName,
  kindOfFile,
  privateDir as privateDirOf,
} from '../../../storage/files';

const isSchoolFile = (name: string) =>
  isSafeFileName(name) && isPrivateFile(name) && kindOfFile(name) !== 'backup';

export async function schoolFiles(storageDir: string, schoolId: number) {
  const dir = privateDirOf(storageDir, schoolId);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  return names
    .filter(isSchoolFile)
    .sort()
    .map((name) => ({ name, path: path.join(dir, name) }));
}

/** Whether an archive's file entry may be written back (a plain name of a private kind). */
export const restorableFileName = isSchoolFile;

/**
 * Makes the school's files those staged in `staged` (names in `names`): copies them in, then
 * removes the school's other files. Backups are left alone.
 */
export async function replaceSchoolFiles(
  storageDir: string,
  schoolId: number,
  staged: string,
  names: string[],
) {
  const dir = privateDirOf(storageDir, schoolId);
  await mkdir(dir, { recursive: true });
  for (const name of names) await copyFile(path.join(staged, name), path.join(dir, name));
  const keep = new Set(names);
  for (const file of await schoolFiles(storageDir, schoolId))
    if (!keep.has(file.name)) await rm(file.path, { force: true });
}
