'use client';
/**
 * The sidebar: the school's name, a pin toggle, the menu search (SPEC §5) and the menu the
 * server already filtered for the user. In place from 992 px up; an off-canvas drawer below.
 */
import Image from 'next/image';
import { useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { searchMenu } from '@/lib/menu/rules';
import type { MenuSection } from '@/lib/menu/types';
import type { LayoutName } from './layouts';
import { MenuTree } from './menu-tree';
import type { SidebarState } from './use-sidebar-state';
import { LineIcon } from './menu-icon';

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

  return (
    <Offcanvas
      id={SIDEBAR_ID}
      show={state.drawerOpen}
      onHide={state.closeDrawer}
      responsive="lg"
      placement={look.placement}
      className={`shell-sidebar ${look.className}`}
      aria-label="Sidebar"
      // In place (not a drawer) the sidebar is a landmark of its own; as an open drawer it
      // keeps the dialog role the Offcanvas gives it, so the role is left out then.
      {...(state.drawerOpen ? {} : { role: 'complementary' })}
    >
      <Offcanvas.Header closeButton closeLabel="Close menu" className="d-lg-none">
        <Offcanvas.Title as="p" className="h5 mb-0">
          {schoolName}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <div className="sidebar-inner">
          <div className="sidebar-brand">
            {logo ? (
              <Image
                src={logo}
                alt=""
                width={32}
                height={32}
                className="sidebar-logo"
                unoptimized
              />
            ) : (
              <span className="sidebar-logo sidebar-logo-letter" aria-hidden="true">
                {schoolName.slice(0, 1)}
              </span>
            )}
            <span className="sidebar-school menu-text">{schoolName}</span>
            <button
              type="button"
              className="sidebar-pin d-none d-lg-inline-flex"
              aria-pressed={state.pinned}
              aria-label={state.pinned ? 'Unpin sidebar' : 'Pin sidebar open'}
              title={state.pinned ? 'Unpin sidebar' : 'Pin sidebar open'}
              onClick={state.togglePinned}
            >
              <LineIcon d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" size={16} filled={state.pinned} />
            </button>
          </div>
          <div className="sidebar-search" role="search">
            <Form.Label htmlFor="menu-search" visuallyHidden>
              Search menu
            </Form.Label>
            <Form.Control
              id="menu-search"
              type="search"
              size="sm"
              placeholder="Search menu"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              autoComplete="off"
            />
          </div>
          <nav aria-label="Main menu" className="sidebar-nav">
            {found.length ? (
              <MenuTree sections={found} searching={searching} onNavigate={state.closeDrawer} />
            ) : (
              <div className="sidebar-empty" role="status">
                <p className="mb-1 fw-semibold">No menu items found</p>
                <p className="mb-0 small">Try a different search term</p>
              </div>
            )}
          </nav>
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
