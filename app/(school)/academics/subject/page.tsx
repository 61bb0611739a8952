import { SubjectScreen } from '@/components/academics/subject-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Subjects' };

export default function Page() {
  return (
    <PageGuard path="/academics/subject">
      <SubjectScreen />
    </PageGuard>
  );
}
