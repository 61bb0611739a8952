import { ClassSectionScreen } from '@/components/academics/class-section-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('academics');
  return { title: t('classSection.title') };
}

export default function Page() {
  return (
    <PageGuard path="/academics/class-section">
      <ClassSectionScreen />
    </PageGuard>
  );
}
