'use client';
/**
 * /notifications: what the user has received, and how they are told (their channel choices),
 * as two tabs; the open tab is in the address (`?tab=channels`, useUrlTab).
 */
import Tab from 'react-bootstrap/Tab';
import { useTranslations } from 'use-intl';
import { UrlTabs } from '@/components/ui/url-tabs';
import { MyNotifications } from './my-notifications';
import { MyPreferences } from './my-preferences';
import { PushToggle } from './push-toggle';

const TABS = ['received', 'channels'] as const;

export function NotificationsScreen() {
  const t = useTranslations('notification-screens');
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="h3 mb-3">
        {t('mine.title')}
      </h1>
      <UrlTabs tabs={TABS}>
        <Tab eventKey="received" title={t('mine.tabList')}>
          <MyNotifications />
        </Tab>
        <Tab eventKey="channels" title={t('mine.tabChannels')}>
          <PushToggle />
          <MyPreferences />
        </Tab>
      </UrlTabs>
    </section>
  );
}
