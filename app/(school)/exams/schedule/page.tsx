import { ScheduleScreen } from '@/components/exams/schedule-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('exams');
  return { title: t('screens.schedule') };
}

export default function Page() {
  return (
    <PageGuard path="/exams/schedule">
      <ScheduleScreen />
    </PageGuard>
  );
}
