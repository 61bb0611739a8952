import { ClassSubjectScreen } from '@/components/academics/class-subject-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Class subjects' };

export default function Page() {
  return (
    <PageGuard path="/academics/class-subject">
      <ClassSubjectScreen />
    </PageGuard>
  );
}
