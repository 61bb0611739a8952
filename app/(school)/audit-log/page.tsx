/** /audit-log: who changed what and when (School Admin). */
import type { Metadata } from 'next';
import { AuditLogScreen } from '@/components/audit/audit-log-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('audit'))('title') };
}

export default function Page() {
  return (
    <PageGuard path="/audit-log">
      <AuditLogScreen />
    </PageGuard>
  );
}
