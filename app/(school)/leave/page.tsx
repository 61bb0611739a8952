import { MyLeavesScreen } from '@/components/leave/leave-lists';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'My leaves' };

export default function Page() {
  return (
    <PageGuard path="/leave">
      <MyLeavesScreen />
    </PageGuard>
  );
}
