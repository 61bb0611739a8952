import { PageGuard } from '@/components/shell/page-guard';
import { MyDayScreen } from '@/components/timetable/my-day-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('timetable');
  return { title: t('screens.myDay') };
}

export default function Page() {
  return (
    <PageGuard path="/timetable/my-day">
      <MyDayScreen />
    </PageGuard>
  );
}
