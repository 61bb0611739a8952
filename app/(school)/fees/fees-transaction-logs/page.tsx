import { PaymentHistory } from '@/components/fees/payment-history';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata() {
  const t = await getT('fees');
  return { title: t('titles.history') };
}

export default function Page() {
  return (
    <PageGuard path="/fees/fees-transaction-logs">
      <PaymentHistory />
    </PageGuard>
  );
}
