import { CustomFeeScreen } from '@/components/fees/adjustments';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Custom fees' };

export default function Page() {
  return (
    <PageGuard path="/fees/create-custom-fee">
      <CustomFeeScreen />
    </PageGuard>
  );
}
