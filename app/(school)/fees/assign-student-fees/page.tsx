import { AssignScreen } from '@/components/fees/assign-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Assign student fees' };

export default function Page() {
  return (
    <PageGuard path="/fees/assign-student-fees">
      <AssignScreen />
    </PageGuard>
  );
}
