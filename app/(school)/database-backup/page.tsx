/** /database-backup: make, download, delete and restore backups of the school (School Admin). */
import type { Metadata } from 'next';
import { BackupScreen } from '@/components/backup/backup-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { requireUser } from '@/lib/session/current-user';

export const metadata: Metadata = { title: 'Database Backup' };

export default async function Page() {
  const user = await requireUser();
  return (
    <PageGuard path="/database-backup">
      <BackupScreen schoolCode={user.school.school_code} />
    </PageGuard>
  );
}
