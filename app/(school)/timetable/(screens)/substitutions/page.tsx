import { PageGuard } from '@/components/shell/page-guard';
import { SubstitutionsScreen } from '@/components/timetable/substitutions-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('timetable');
  return { title: t('screens.substitutions') };
}

export default function Page() {
  return (
    <PageGuard path="/timetable/substitutions">
      <SubstitutionsScreen />
    </PageGuard>
  );
}
