/** /notification-settings: which notices the school sends, when, and through which provider (School Admin). */
import type { Metadata } from 'next';
import { NotificationSettingsForm } from '@/components/notifications/settings-form';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('notification-screens'))('settings.title') };
}

export default async function Page() {
  const t = await getT('notification-screens');
  return (
    <PageGuard path="/notification-settings">
      <section aria-labelledby="notification-settings-title" style={{ maxWidth: 720 }}>
        <h1 id="notification-settings-title" className="h3 mb-3">
          {t('settings.title')}
        </h1>
        <NotificationSettingsForm />
      </section>
    </PageGuard>
  );
}
