/** /notifications: the signed-in user's own notifications and channel choices (issue 28). */
import type { Metadata } from 'next';
import { NotificationsScreen } from '@/components/notifications/notifications-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('notification-screens'))('mine.title') };
}

export default function Page() {
  return (
    <PageGuard path="/notifications">
      <NotificationsScreen />
    </PageGuard>
  );
}
