'use client';
/**
 * The shell around every private page: sidebar, header, main content, footer and the
 * scroll-to-top button, laid out by the named layout in force. Everything it shows about the
 * user (the menu, the profile links) arrives already filtered by the server.
 */
import type { ReactNode } from 'react';
import type { MenuLink, MenuSection } from '@/lib/menu/types';
import { BreadcrumbProvider } from './breadcrumb';
import { Footer } from './footer';
import { Header } from './header';
import type { LayoutName } from './layouts';
import { PrintHeading } from './print-heading';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { useLayoutChoice } from './use-layout-choice';
import { useSidebarState } from './use-sidebar-state';

export type ShellProps = {
  school: { name: string; logo: string | null };
  user: { full_name: string; image: string | null; role: string | null };
  menu: MenuSection[];
  profileLinks: MenuLink[];
  layoutFromUrl?: LayoutName;
  children: ReactNode;
};

export function AppShell({
  school,
  user,
  menu,
  profileLinks,
  layoutFromUrl,
  children,
}: ShellProps) {
  const layout = useLayoutChoice(layoutFromUrl);
  const sidebar = useSidebarState();
  return (
    <div
      className="shell"
      data-layout={layout}
      data-sidebar={sidebar.collapsed ? 'collapsed' : 'expanded'}
      data-pinned={sidebar.pinned ? 'true' : 'false'}
    >
      <a className="visually-hidden-focusable shell-skip" href="#main">
        Skip to main content
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
          <PrintHeading schoolName={school.name} />
          <BreadcrumbProvider menu={menu}>
            {(crumbs) => (
              <>
                {crumbs}
                {children}
              </>
            )}
          </BreadcrumbProvider>
        </main>
        <Footer schoolName={school.name} />
      </div>
      <ScrollToTop />
    </div>
  );
}
