import { PageGuard } from '@/components/shell/page-guard';
import { ScreenMessages } from '@/components/i18n/screen-messages';
import { RequirementsScreen } from '@/components/timetable/requirements-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('timetable-draft');
  return { title: t('requirements.title') };
}

/**
 * What the solver reads (issue 31 item 3): periods per week, teachers' limits, unavailable
 * times. The weekday names come from the `timetable` words.
 */
export default function Page() {
  return (
    <PageGuard path="/timetable/requirements">
      <ScreenMessages namespaces={['timetable-draft', 'timetable']}>
        <RequirementsScreen />
      </ScreenMessages>
    </PageGuard>
  );
}
