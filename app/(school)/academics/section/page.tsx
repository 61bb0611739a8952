import { NamedListScreen } from '@/components/academics/named-list-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Sections' };

export default function Page() {
  return (
    <PageGuard path="/academics/section">
      <NamedListScreen title="Sections" singular="section" path="/api/sections" area="section" />
    </PageGuard>
  );
}
