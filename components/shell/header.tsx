'use client';
/** The header (SPEC §2): menu toggles, the school's name, the notification bell, refresh, the session year and the profile menu. */
import type { ReactNode } from 'react';
import type { MenuLink } from '@/lib/menu/types';
import { ProfileMenu } from './profile-menu';
import { RefreshButton } from './refresh-button';
import { SessionYearSelect } from './session-year-select';
import { SIDEBAR_ID } from './sidebar';
import type { SidebarState } from './use-sidebar-state';
import { LineIcon } from './menu-icon';
import { useShellText } from './shell-text';

type Props = {
  schoolName: string;
  /** `bell` is rendered on the server: it rides on `user`, so the shell passes no new prop (its budget). */
  user: { full_name: string; image: string | null; role: string | null; bell?: ReactNode };
  profileLinks: MenuLink[];
  sidebar: SidebarState;
};

export function Header({ schoolName, user, profileLinks, sidebar }: Props) {
  const text = useShellText();
  return (
    <header className="shell-header">
      <button
        type="button"
        className="shell-icon-button btn btn-sm btn-outline-secondary d-lg-none"
        aria-label={text.openMenu}
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebar.drawerOpen}
        onClick={sidebar.openDrawer}
      >
        <MenuBars />
      </button>
      <button
        type="button"
        className="shell-icon-button btn btn-sm btn-outline-secondary d-none d-lg-inline-flex"
        aria-label={sidebar.collapsed ? text.expandSidebar : text.collapseSidebar}
        aria-controls={SIDEBAR_ID}
        aria-expanded={!sidebar.collapsed}
        onClick={sidebar.toggleCollapsed}
      >
        <MenuBars />
      </button>
      <p className="shell-school-name">{schoolName}</p>
      <div className="shell-header-tools">
        {user.bell}
        <RefreshButton />
        <SessionYearSelect />
        <ProfileMenu
          fullName={user.full_name}
          image={user.image}
          role={user.role}
          links={profileLinks}
        />
      </div>
    </header>
  );
}

function MenuBars() {
  return <LineIcon d="M4 6h16M4 12h16M4 18h16" size={18} strokeWidth={2} />;
}
