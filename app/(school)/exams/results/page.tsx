import { ResultsScreen } from '@/components/exams/results/results-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('exams');
  return { title: t('screens.results') };
}

export default function Page() {
  return (
    <PageGuard path="/exams/results">
      <ResultsScreen />
    </PageGuard>
  );
}
