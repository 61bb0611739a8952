import { ApplyLeaveForm } from '@/components/leave/apply-form';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata = { title: 'Apply leave' };

export default function Page() {
  return (
    <PageGuard path="/leave/create">
      <h1 className="h3 mb-3">Apply leave</h1>
      <ApplyLeaveForm />
    </PageGuard>
  );
}
