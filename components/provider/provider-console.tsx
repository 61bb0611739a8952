'use client';
/** The provider's console: schools, registration requests, partner applications, outbox. */
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { apiFetch, clearStoredSession } from '@/lib/client/api-fetch';
import type { ProviderAccount } from '@/lib/session/current-provider';
import { OutboxList } from './outbox-list';
import { PartnerApplications } from './partner-applications';
import { PlanRequests } from './plan-requests';
import { PlansTab } from './plans-tab';
import { RegistrationRequests } from './registration-requests';
import { SchoolsTable } from './schools-table';

async function signOut() {
  await apiFetch('/api/logout', { method: 'POST' }).catch(() => undefined);
  clearStoredSession();
  // A full load: nothing of the provider's session may stay in memory.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose (see above), not a client-side navigation
  window.location.assign('/authentication/login');
}

export function ProviderConsole({ account }: { account: ProviderAccount }) {
  return (
    <>
      <Navbar bg="dark" data-bs-theme="dark" className="mb-4">
        <Container>
          <Navbar.Brand>Schola · Provider console</Navbar.Brand>
          <Nav className="ms-auto align-items-center gap-3">
            <span className="text-light small">{account.full_name}</span>
            <button type="button" className="btn btn-outline-light btn-sm" onClick={signOut}>
              Logout
            </button>
          </Nav>
        </Container>
      </Navbar>
      <Container as="main">
        <h1 className="h3 mb-3">Provider console</h1>
        <Tabs defaultActiveKey="schools" className="mb-3" mountOnEnter>
          <Tab eventKey="schools" title="Schools">
            <SchoolsTable />
          </Tab>
          <Tab eventKey="plans" title="Plans">
            <PlansTab />
          </Tab>
          <Tab eventKey="plan-requests" title="Plan requests">
            <PlanRequests />
          </Tab>
          <Tab eventKey="registrations" title="Registration requests">
            <RegistrationRequests />
          </Tab>
          <Tab eventKey="partners" title="Partner applications">
            <PartnerApplications />
          </Tab>
          <Tab eventKey="outbox" title="Outbox">
            <OutboxList />
          </Tab>
        </Tabs>
      </Container>
    </>
  );
}
