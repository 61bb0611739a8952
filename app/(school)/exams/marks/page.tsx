import { MarksScreen } from '@/components/exams/marks/marks-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('exams');
  return { title: t('screens.marks') };
}

export default function Page() {
  return (
    <PageGuard path="/exams/marks">
      <MarksScreen />
    </PageGuard>
  );
}
