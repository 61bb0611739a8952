import { StructureList } from '@/components/fees/structure-list';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Fee structures' };

export default function Page() {
  return (
    <PageGuard path="/fees/view-fees-structure">
      <StructureList />
    </PageGuard>
  );
}
