import { ReportCardsScreen } from '@/components/exams/report-cards/report-cards-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('exams');
  return { title: t('screens.reportCards') };
}

export default function Page() {
  return (
    <PageGuard path="/exams/report-cards">
      <ReportCardsScreen />
    </PageGuard>
  );
}
