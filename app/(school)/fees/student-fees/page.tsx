import { CollectScreen } from '@/components/fees/collect-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Collect fee' };

export default function Page() {
  return (
    <PageGuard path="/fees/student-fees">
      <CollectScreen />
    </PageGuard>
  );
}
