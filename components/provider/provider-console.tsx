'use client';
/**
 * The provider's console: schools, plans, plan requests, registration requests, partner
 * applications, outbox. Each tab is a DataTable whose page, search, sort and filters live in
 * the address (use-list.ts), beside the tab itself (`?tab=`): only the open tab is mounted, and
 * changing tab starts the next list afresh, so one list's search never filters another.
 */
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Tab from 'react-bootstrap/Tab';
import { useTranslations } from 'use-intl';
import { UrlTabs } from '@/components/ui/url-tabs';
import { signOut } from '@/lib/client/sign-out';
import type { ProviderAccount } from '@/lib/session/current-provider';
import { ProviderLanguageSelect } from './language-select';
import { OutboxList } from './outbox-list';
import { PartnerApplications } from './partner-applications';
import { PlanRequests } from './plan-requests';
import { PlansTab } from './plans-tab';
import { RegistrationRequests } from './registration-requests';
import { SchoolsTable } from './schools-table';

const TABS = ['schools', 'plans', 'plan-requests', 'registrations', 'partners', 'outbox'] as const;

export function ProviderConsole({ account }: { account: ProviderAccount }) {
  const t = useTranslations('provider');
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" className="mb-4">
        <Container>
          <Navbar.Brand>{t('console.brand')}</Navbar.Brand>
          <Nav className="ms-auto align-items-center gap-3">
            <ProviderLanguageSelect />
            <span className="text-light small">{account.full_name}</span>
            <button
              type="button"
              className="btn btn-outline-light btn-sm"
              onClick={() => void signOut()}
            >
              {t('console.logout')}
            </button>
          </Nav>
        </Container>
      </Navbar>
      <Container as="main">
        <h1 className="h3 mb-3">{t('console.title')}</h1>
        <UrlTabs tabs={TABS}>
          <Tab eventKey="schools" title={t('tabs.schools')}>
            <SchoolsTable />
          </Tab>
          <Tab eventKey="plans" title={t('tabs.plans')}>
            <PlansTab />
          </Tab>
          <Tab eventKey="plan-requests" title={t('tabs.planRequests')}>
            <PlanRequests />
          </Tab>
          <Tab eventKey="registrations" title={t('tabs.registrations')}>
            <RegistrationRequests />
          </Tab>
          <Tab eventKey="partners" title={t('tabs.partners')}>
            <PartnerApplications />
          </Tab>
          <Tab eventKey="outbox" title={t('tabs.outbox')}>
            <OutboxList />
          </Tab>
        </UrlTabs>
      </Container>
    </>
  );
}
