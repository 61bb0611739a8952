'use client';
/**
 * The sidebar's menu: sections with headings, links, and sub-menus that open and close. The
 * sub-menu holding the current page starts open; while searching, every sub-menu is open.
 */
import { NavLink } from './nav-link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import type { MenuItem, MenuLink, MenuSection, MenuSub } from '@/lib/menu/types';
import { MenuIcon } from './menu-icon';

const isActive = (link: MenuLink, pathname: string) => link.path === pathname;
const holdsActive = (sub: MenuSub, pathname: string): boolean =>
  sub.children.some((c) => (c.type === 'link' ? isActive(c, pathname) : holdsActive(c, pathname)));

type TreeProps = { sections: MenuSection[]; searching: boolean; onNavigate?: () => void };

export function MenuTree({ sections, searching, onNavigate }: TreeProps) {
  const pathname = usePathname();
  return (
    <>
      {sections.map((section) => (
        <div className="menu-section" key={section.title}>
          <h2 className="menu-section-title">{section.title}</h2>
          <ul className="menu-list">
            {section.items.map((item) => (
              <MenuEntry
                key={item.title}
                item={item}
                pathname={pathname}
                searching={searching}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

type EntryProps = {
  item: MenuItem;
  pathname: string;
  searching: boolean;
  onNavigate?: () => void;
};

function MenuEntry({ item, pathname, searching, onNavigate }: EntryProps) {
  if (item.type === 'link') {
    const active = isActive(item, pathname);
    return (
      <li>
        <NavLink
          href={item.path}
          className={`menu-link${active ? ' active' : ''}`}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {item.icon && <MenuIcon name={item.icon} />}
          <span className="menu-text">{item.title}</span>
          {item.badge && <span className="badge text-bg-light ms-auto">{item.badge}</span>}
        </NavLink>
      </li>
    );
  }
  return <SubEntry sub={item} pathname={pathname} searching={searching} onNavigate={onNavigate} />;
}

function SubEntry({
  sub,
  pathname,
  searching,
  onNavigate,
}: Omit<EntryProps, 'item'> & { sub: MenuSub }) {
  const id = useId();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = searching || (toggled ?? holdsActive(sub, pathname));
  return (
    <li>
      <button
        type="button"
        className={`menu-link menu-toggle${holdsActive(sub, pathname) ? ' has-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setToggled(!open)}
      >
        {sub.icon && <MenuIcon name={sub.icon} />}
        <span className="menu-text">{sub.title}</span>
        <span className="menu-caret" aria-hidden="true" />
      </button>
      {/* A closed sub-menu's links are not rendered: the School Admin's menu holds about 60,
          and each is a link React must hydrate on every full page load (a phone's blocking
          time). The element stays, as the button's aria-controls names it. */}
      <div id={id} hidden={!open}>
        {open && (
          <ul className="menu-list menu-children">
            {sub.children.map((child) => (
              <MenuEntry
                key={child.title}
                item={child}
                pathname={pathname}
                searching={searching}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
