import { HolidaysScreen } from '@/components/calendar/holidays-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('calendar');
  return { title: t('title') };
}

export default function Page() {
  return (
    <PageGuard path="/holidays">
      <HolidaysScreen />
    </PageGuard>
  );
}
