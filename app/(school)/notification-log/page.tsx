/** /notification-log: every message the school sent or tried to send, with its state (issue 28). */
import type { Metadata } from 'next';
import { NotificationLogScreen } from '@/components/notifications/log-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('notification-screens'))('log.title') };
}

export default function Page() {
  return (
    <PageGuard path="/notification-log">
      <NotificationLogScreen />
    </PageGuard>
  );
}
