'use client';
/**
 * The shell around every private page: sidebar, header, main content, footer and the
 * scroll-to-top button, laid out by the named layout in force. Everything it shows about the
 * user (the menu, the profile links) arrives already filtered by the server.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import type { MenuLink, MenuSection } from '@/lib/menu/types';
import type { ShellText } from '@/lib/i18n/shell-text';
import { BreadcrumbProvider } from './breadcrumb';
import { Header } from './header';
import type { LayoutName } from './layouts';
import { ShellTextProvider } from './shell-text';
import { Sidebar } from './sidebar';
import { useLayoutChoice } from './use-layout-choice';
import { useSidebarState } from './use-sidebar-state';

// Shown only once the page has scrolled: its code loads after the page, off the shell's
// first-load budget (issue 10).
const ScrollToTop = lazy(() => import('./scroll-to-top').then((m) => ({ default: m.ScrollToTop })));
// Shown only on paper: loaded after the page, off the same budget.
const PrintHeading = lazy(() =>
  import('./print-heading').then((m) => ({ default: m.PrintHeading })),
);

export type ShellProps = {
  school: { name: string; logo: string | null };
  /** `bell`: the header's notification bell, rendered on the server (components/notifications/bell.tsx). */
  user: { full_name: string; image: string | null; role: string | null; bell?: ReactNode };
  menu: MenuSection[];
  profileLinks: MenuLink[];
  layoutFromUrl?: LayoutName;
  /** The shell's words in the page's language, translated on the server. */
  text: ShellText;
  /** The footer, rendered on the server (footer.tsx). */
  footer: ReactNode;
  children: ReactNode;
};

export function AppShell({
  school,
  user,
  menu,
  profileLinks,
  layoutFromUrl,
  text,
  footer,
  children,
}: ShellProps) {
  const layout = useLayoutChoice(layoutFromUrl);
  const sidebar = useSidebarState();
  return (
    <ShellTextProvider value={text}>
      <div
        className="shell"
        data-layout={layout}
        data-sidebar={sidebar.collapsed ? 'collapsed' : 'expanded'}
        data-pinned={sidebar.pinned ? 'true' : 'false'}
      >
        <a className="visually-hidden-focusable shell-skip" href="#main">
          {text.skipToMain}
        </a>
        <Sidebar
          menu={menu}
          schoolName={school.name}
          logo={school.logo}
          layout={layout}
          state={sidebar}
        />
        <div className="shell-body">
          <Header
            schoolName={school.name}
            user={user}
            profileLinks={profileLinks}
            sidebar={sidebar}
          />
          <main id="main" tabIndex={-1} className="shell-main">
            <Suspense fallback={null}>
              <PrintHeading schoolName={school.name} />
            </Suspense>
            <BreadcrumbProvider menu={menu}>
              {(crumbs) => (
                <>
                  {crumbs}
                  {children}
                </>
              )}
            </BreadcrumbProvider>
          </main>
          {footer}
        </div>
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
      </div>
    </ShellTextProvider>
  );
}
