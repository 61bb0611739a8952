/** /staff: staff members, each with one role. */
import type { Metadata } from 'next';
import { StaffScreen } from '@/components/people/staff-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Staff' };

export default function Page() {
  return (
    <PageGuard path="/staff">
      <StaffScreen />
    </PageGuard>
  );
}
