'use client';
/**
 * The sidebar: the school's name, a pin toggle, the menu search (SPEC §5) and the menu the
 * server already filtered for the user. In place from 992 px up; below, a drawer over the page
 * (Escape, the backdrop or Close shut it). A complementary landmark either way. Plain elements
 * and a few lines of state rather than a drawer component: the shell's code has a weight
 * budget (issue 10).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { searchMenu } from '@/lib/menu/rules';
import type { MenuSection } from '@/lib/menu/types';
import type { LayoutName } from './layouts';
import { MenuTree } from './menu-tree';
import type { SidebarState } from './use-sidebar-state';
import { LineIcon } from './menu-icon';
import { useShellText } from './shell-text';

type Props = {
  menu: MenuSection[];
  schoolName: string;
  logo: string | null;
  layout: LayoutName;
  state: SidebarState;
};

/** Each named layout's sidebar: its side of the page and its colour scheme. */
const SIDEBAR_LOOK: Record<LayoutName, { placement: 'start' | 'end'; className: string }> = {
  dubai: { placement: 'start', className: 'sidebar-dark' },
  london: { placement: 'start', className: 'sidebar-light' },
  seoul: { placement: 'end', className: 'sidebar-deep' },
};

export const SIDEBAR_ID = 'shell-sidebar';

export function Sidebar({ menu, schoolName, logo, layout, state }: Props) {
  const [term, setTerm] = useState('');
  const found = useMemo(() => searchMenu(menu, term), [menu, term]);
  const searching = term.trim() !== '';
  const look = SIDEBAR_LOOK[layout];
  const closeRef = useRef<HTMLButtonElement>(null);
  const { drawerOpen, closeDrawer } = state;
  const text = useShellText();

  // An open drawer takes the focus and closes on Escape; closing gives the focus back.
  useEffect(() => {
    if (!drawerOpen) return;
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus();
    };
  }, [drawerOpen, closeDrawer]);

  return (
    <>
      <aside
        id={SIDEBAR_ID}
        aria-label={text.sidebar}
        className={`shell-sidebar sidebar-${look.placement} ${look.className}`}
        data-open={drawerOpen ? 'true' : 'false'}
      >
        <div className="sidebar-inner">
          <div className="sidebar-brand">
            {logo ? (
              // Lazy, and not displayed in the closed drawer (shell.css): a phone fetches the
              // logo when the drawer opens, not with the page it cannot see it on.
              // eslint-disable-next-line @next/next/no-img-element -- logos are small files from /storage; the image optimiser adds code and nothing else here
              <img
                src={logo}
                alt=""
                width={32}
                height={32}
                className="sidebar-logo"
                loading="lazy"
              />
            ) : (
              <span className="sidebar-logo sidebar-logo-letter" aria-hidden="true">
                {schoolName.slice(0, 1)}
              </span>
            )}
            <span className="sidebar-school menu-text">{schoolName}</span>
            <button
              type="button"
              className="sidebar-pin sidebar-desktop-only"
              aria-pressed={state.pinned}
              aria-label={state.pinned ? text.unpinSidebar : text.pinSidebar}
              title={state.pinned ? text.unpinSidebar : text.pinSidebar}
              onClick={state.togglePinned}
            >
              <LineIcon d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" size={16} filled={state.pinned} />
            </button>
            <button
              ref={closeRef}
              type="button"
              className="sidebar-pin sidebar-drawer-only"
              aria-label={text.closeMenu}
              onClick={closeDrawer}
            >
              <LineIcon d="M6 6l12 12M18 6L6 18" size={16} strokeWidth={2} />
            </button>
          </div>
          <div className="sidebar-search" role="search">
            <label htmlFor="menu-search" className="visually-hidden">
              {text.searchMenu}
            </label>
            <input
              id="menu-search"
              type="search"
              className="form-control form-control-sm"
              placeholder={text.searchMenu}
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              autoComplete="off"
            />
          </div>
          <nav aria-label={text.mainMenu} className="sidebar-nav">
            {found.length ? (
              <MenuTree sections={found} searching={searching} onNavigate={closeDrawer} />
            ) : (
              <div className="sidebar-empty" role="status">
                <p className="mb-1 fw-semibold">{text.noMenuItems}</p>
                <p className="mb-0 small">{text.tryAnotherSearch}</p>
              </div>
            )}
          </nav>
        </div>
      </aside>
      {drawerOpen && <div className="sidebar-backdrop" aria-hidden="true" onClick={closeDrawer} />}
    </>
  );
}
