/** /subscription: the school's plan, usage against its limits, history and other plans (School Admin). */
import type { Metadata } from 'next';
import { PageGuard } from '@/components/shell/page-guard';
import { SubscriptionScreen } from '@/components/subscription/subscription-screen';

export const metadata: Metadata = { title: 'Subscription' };

export default function Page() {
  return (
    <PageGuard path="/subscription">
      <SubscriptionScreen />
    </PageGuard>
  );
}
