import { SubjectScreen } from '@/components/academics/subject-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('academics');
  return { title: t('subject.title') };
}

export default function Page() {
  return (
    <PageGuard path="/academics/subject">
      <SubjectScreen />
    </PageGuard>
  );
}
