import { AssignScreen } from '@/components/fees/assign-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.assign') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/assign-student-fees">
      <AssignScreen />
    </PageGuard>
  );
}
