import { WaiverScreen } from '@/components/fees/adjustments';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.waivers') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/create-fee-wavier">
      <WaiverScreen />
    </PageGuard>
  );
}
