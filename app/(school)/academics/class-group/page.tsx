import { ClassGroupScreen } from '@/components/academics/class-group-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('academics');
  return { title: t('classGroup.title') };
}

export default function Page() {
  return (
    <PageGuard path="/academics/class-group">
      <ClassGroupScreen />
    </PageGuard>
  );
}
