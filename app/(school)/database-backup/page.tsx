/** /database-backup: make, download, delete and restore backups of the school (School Admin). */
import type { Metadata } from 'next';
import { BackupScreen } from '@/components/backup/backup-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';
import { requireUser } from '@/lib/session/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('backup'))('title') };
}

export default async function Page() {
  const user = await requireUser();
  return (
    <PageGuard path="/database-backup">
      <BackupScreen schoolCode={user.school.school_code} />
    </PageGuard>
  );
}
