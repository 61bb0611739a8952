import { GradingScalesScreen } from '@/components/exams/grading-scales-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('exams');
  return { title: t('screens.gradingScales') };
}

export default function Page() {
  return (
    <PageGuard path="/exams/grading-scales">
      <GradingScalesScreen />
    </PageGuard>
  );
}
