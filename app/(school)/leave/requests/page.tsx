import { LeaveRequestsScreen } from '@/components/leave/leave-lists';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('leave');
  return { title: t('titles.requests') };
}

export default function Page() {
  return (
    <PageGuard path="/leave/requests">
      <LeaveRequestsScreen />
    </PageGuard>
  );
}
