import { ClassGroupScreen } from '@/components/academics/class-group-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Class groups' };

export default function Page() {
  return (
    <PageGuard path="/academics/class-group">
      <ClassGroupScreen />
    </PageGuard>
  );
}
