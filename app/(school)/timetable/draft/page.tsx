import { PageGuard } from '@/components/shell/page-guard';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { DraftScreen } from '@/components/timetable/draft-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('timetable-draft');
  return { title: t('title') };
}

/** The solver's draft of the school's timetable (issue 31 item 3), under /timetable. */
export default function Page() {
  return (
    <PageGuard path="/timetable/draft">
      <ScreenMessages namespaces={['timetable-draft']}>
        <DraftScreen />
      </ScreenMessages>
    </PageGuard>
  );
}
