/**
 * A page's permission-gated buttons are in its server-rendered HTML when PageGuard hands over
 * the user it checked (known-user.tsx): nothing appears after hydration to push the page down.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { CurrentUser } from '@/lib/session/current-user';
import { KnownUser } from './known-user';
import { usePermissions } from './use-permissions';

function AdmitButton() {
  const { can } = usePermissions();
  return can('student-create') ? <a href="/student/student-admission">Admit</a> : null;
}

const admin = {
  permissions: ['student-create', 'student-list'],
  roles: [{ name: 'School Admin' }],
} as unknown as CurrentUser;

const serverRender = (node: React.ReactNode) =>
  renderToString(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

it('renders a permitted button on the server when the page knows its user', () => {
  expect(
    serverRender(
      <KnownUser user={admin}>
        <AdmitButton />
      </KnownUser>,
    ),
  ).toContain('Admit');
});

it('without it, the button waits for /api/me in the browser (the layout shift it prevents)', () => {
  expect(serverRender(<AdmitButton />)).not.toContain('Admit');
});

it('leaves out what the user may not do', () => {
  const teacher = { permissions: ['student-list'], roles: [] } as unknown as CurrentUser;
  expect(
    serverRender(
      <KnownUser user={teacher}>
        <AdmitButton />
      </KnownUser>,
    ),
  ).not.toContain('Admit');
});
