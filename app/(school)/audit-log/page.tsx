/** /audit-log: who changed what and when (School Admin). */
import type { Metadata } from 'next';
import { AuditLogScreen } from '@/components/audit/audit-log-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Audit Log' };

export default function Page() {
  return (
    <PageGuard path="/audit-log">
      <AuditLogScreen />
    </PageGuard>
  );
}
