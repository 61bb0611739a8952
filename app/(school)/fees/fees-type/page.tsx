import { FeeTypeScreen } from '@/components/fees/fee-type-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Fee types' };

export default function Page() {
  return (
    <PageGuard path="/fees/fees-type">
      <FeeTypeScreen />
    </PageGuard>
  );
}
