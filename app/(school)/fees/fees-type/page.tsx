import { FeeTypeScreen } from '@/components/fees/fee-type-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.feeTypes') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/fees-type">
      <FeeTypeScreen />
    </PageGuard>
  );
}
