import { PageGuard } from '@/components/shell/page-guard';
import { TimetableScreen } from '@/components/timetable/timetable-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('timetable');
  return { title: t('screens.timetable') };
}

export default function Page() {
  return (
    <PageGuard path="/timetable">
      <TimetableScreen />
    </PageGuard>
  );
}
