import { SessionYearScreen } from '@/components/school-settings/session-year-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  return { title: (await getT('settings'))('sessionYears.title') };
}

export default function Page() {
  return (
    <PageGuard path="/school-settings/session-years">
      <SessionYearScreen />
    </PageGuard>
  );
}
