import { ClassScreen } from '@/components/academics/class-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Classes' };

export default function Page() {
  return (
    <PageGuard path="/academics/class">
      <ClassScreen />
    </PageGuard>
  );
}
