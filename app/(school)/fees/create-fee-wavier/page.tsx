import { WaiverScreen } from '@/components/fees/adjustments';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Fee waivers' };

export default function Page() {
  return (
    <PageGuard path="/fees/create-fee-wavier">
      <WaiverScreen />
    </PageGuard>
  );
}
