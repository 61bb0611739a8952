import { IdCardsScreen } from '@/components/certificates/id-cards-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('certificates');
  return { title: t('idCards.title') };
}

export default function Page() {
  return (
    <PageGuard path="/id-cards">
      <IdCardsScreen />
    </PageGuard>
  );
}
