'use client';
/**
 * /notifications: what the user has received, and how they are told (their channel choices),
 * as two tabs; the open tab is in the address (`?tab=channels`, useUrlTab).
 */
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslations } from 'use-intl';
import { useUrlTab } from '@/components/ui/use-url-state';
import { MyNotifications } from './my-notifications';
import { MyPreferences } from './my-preferences';
import { PushToggle } from './push-toggle';

const TABS = ['received', 'channels'] as const;

export function NotificationsScreen() {
  const t = useTranslations('notification-screens');
  const [tab, setTab] = useUrlTab(TABS);
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="h3 mb-3">
        {t('mine.title')}
      </h1>
      <Tabs activeKey={tab} onSelect={setTab} className="mb-3" mountOnEnter unmountOnExit transition={false}>
        <Tab eventKey="received" title={t('mine.tabList')}>
          <MyNotifications />
        </Tab>
        <Tab eventKey="channels" title={t('mine.tabChannels')}>
          <PushToggle />
          <MyPreferences />
        </Tab>
      </Tabs>
    </section>
  );
}
