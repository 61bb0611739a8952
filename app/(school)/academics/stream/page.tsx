import { NamedListScreen } from '@/components/academics/named-list-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Streams' };

export default function Page() {
  return (
    <PageGuard path="/academics/stream">
      <NamedListScreen title="Streams" singular="stream" path="/api/streams" area="stream" />
    </PageGuard>
  );
}
