import { NamedListScreen } from '@/components/academics/named-list-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Mediums' };

export default function Page() {
  return (
    <PageGuard path="/academics/medium">
      <NamedListScreen title="Mediums" singular="medium" path="/api/mediums" area="medium" />
    </PageGuard>
  );
}
