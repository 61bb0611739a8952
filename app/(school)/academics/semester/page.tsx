import { SemesterScreen } from '@/components/academics/semester-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Semesters' };

export default function Page() {
  return (
    <PageGuard path="/academics/semester">
      <SemesterScreen />
    </PageGuard>
  );
}
