import { PaymentHistory } from '@/components/fees/payment-history';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Fees payment history' };

export default function Page() {
  return (
    <PageGuard path="/fees/fees-transaction-logs">
      <PaymentHistory />
    </PageGuard>
  );
}
