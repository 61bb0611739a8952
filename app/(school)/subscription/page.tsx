/** /subscription: the school's plan, usage against its limits, history and other plans (School Admin). */
import type { Metadata } from 'next';
import { PageGuard } from '@/components/shell/page-guard';
import { SubscriptionScreen } from '@/components/subscription/subscription-screen';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('subscription'))('title') };
}

export default function Page() {
  return (
    <PageGuard path="/subscription">
      <SubscriptionScreen />
    </PageGuard>
  );
}
