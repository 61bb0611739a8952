import { LeaveTypeScreen } from '@/components/leave/leave-type-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('leave');
  return { title: t('titles.master') };
}

export default function Page() {
  return (
    <PageGuard path="/leave-master">
      <LeaveTypeScreen />
    </PageGuard>
  );
}
