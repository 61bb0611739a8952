import { LeaveReportScreen } from '@/components/leave/leave-report-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('leave');
  return { title: t('titles.report') };
}

export default function Page() {
  return (
    <PageGuard path="/leave/report">
      <LeaveReportScreen />
    </PageGuard>
  );
}
