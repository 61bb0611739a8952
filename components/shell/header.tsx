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
  user: { full_name: string; image: string | null; role: string | null };
  profileLinks: MenuLink[];
  sidebar: SidebarState;
  /** Rendered on the server: no code of its own here (the shell's budget). */
  bell?: ReactNode;
};

export function Header({ schoolName, user, profileLinks, sidebar, bell }: Props) {
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
        {bell}
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
