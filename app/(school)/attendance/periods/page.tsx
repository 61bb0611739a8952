import { PeriodScreen } from '@/components/attendance/period-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('attendance');
  return { title: t('periods.title') };
}

export default function Page() {
  return (
    <PageGuard path="/attendance/periods">
      <PeriodScreen />
    </PageGuard>
  );
}
