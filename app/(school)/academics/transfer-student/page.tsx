/** /academics/transfer-student: transfers within a session and promotions into the next. */
import type { Metadata } from 'next';
import { TransferScreen } from '@/components/people/transfer-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Transfer Students' };

export default function Page() {
  return (
    <PageGuard path="/academics/transfer-student">
      <h1 className="h3 mb-4">Transfer Students</h1>
      <TransferScreen />
    </PageGuard>
  );
}
