/** Who may fetch a backup archive as a private file: the School Admin of its school. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { backups } from '../../../db/schema/backup';
import type { SchoolUser } from '../../http/context';

export async function mayDownloadBackup(db: Executor, caller: SchoolUser, url: string) {
  if (!caller.roles.includes('School Admin')) return false;
  const name = url.slice(url.lastIndexOf('/') + 1);
  const [row] = await db
    .select({ id: backups.id })
    .from(backups)
    .where(and(eq(backups.schoolId, caller.school.id), eq(backups.fileName, name)))
    .limit(1);
  return row !== undefined;
}
