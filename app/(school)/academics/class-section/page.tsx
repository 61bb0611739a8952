import { ClassSectionScreen } from '@/components/academics/class-section-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Class sections' };

export default function Page() {
  return (
    <PageGuard path="/academics/class-section">
      <ClassSectionScreen />
    </PageGuard>
  );
}
