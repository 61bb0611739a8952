'use client';
/**
 * /timetable/requirements: what the solver reads, edited by the office (timetable-edit; others
 * with timetable-list read it): periods per week per class, teachers' limits and unavailable
 * times, a tab each (`?tab=`). The draft screen's figures of the same data refresh after a save.
 */
import Link from 'next/link';
import Tab from 'react-bootstrap/Tab';
import { useTranslations } from 'use-intl';
import { usePermissions } from '@/components/ui/use-permissions';
import { UrlTabs } from '@/components/ui/url-tabs';
import { LimitsTab } from './limits-tab';
import { LoadsTab } from './loads-tab';
import { UnavailabilityTab } from './unavailability-tab';

const TABS = ['loads', 'limits', 'unavailable'] as const;

export function RequirementsScreen() {
  const t = useTranslations('timetable-draft');
  const { can } = usePermissions();
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 id="screen-title" className="h3 mb-0">
          {t('requirements.title')}
        </h1>
        {can('timetable-create') && (
          <Link className="btn btn-outline-primary ms-auto" href="/timetable/draft">
            {t('title')}
          </Link>
        )}
      </div>
      <p className="text-body-secondary">{t('requirements.intro')}</p>
      <UrlTabs tabs={TABS}>
        <Tab eventKey="loads" title={t('requirements.loadsTab')}>
          <LoadsTab />
        </Tab>
        <Tab eventKey="limits" title={t('requirements.limitsTab')}>
          <LimitsTab />
        </Tab>
        <Tab eventKey="unavailable" title={t('requirements.unavailableTab')}>
          <UnavailabilityTab />
        </Tab>
      </UrlTabs>
    </section>
  );
}
