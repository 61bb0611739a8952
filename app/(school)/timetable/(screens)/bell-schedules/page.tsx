import { PageGuard } from '@/components/shell/page-guard';
import { BellSchedulesScreen } from '@/components/timetable/bell-schedules-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('timetable');
  return { title: t('screens.bellSchedules') };
}

export default function Page() {
  return (
    <PageGuard path="/timetable/bell-schedules">
      <BellSchedulesScreen />
    </PageGuard>
  );
}
