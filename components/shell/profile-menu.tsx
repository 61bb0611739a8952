'use client';
/**
 * The profile dropdown: Account, Settings (School Admin only — the server passes the profile
 * menu already filtered), the interface language (issue 26) and Logout, which ends the
 * session, forgets what the browser keeps and loads the login page afresh.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MenuLink } from '@/lib/menu/types';
import { Avatar } from './avatar';

const ProfileMenuItems = lazy(() => import('./profile-menu-items'));

type Props = {
  fullName: string;
  image: string | null;
  role: string | null;
  links: MenuLink[];
};

export function ProfileMenu({ fullName, image, role, links }: Props) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Open: a click elsewhere or Escape closes it (Escape gives the focus back to the toggle).
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={box}>
      <button
        ref={toggle}
        type="button"
        id="profile-menu"
        className="btn btn-light dropdown-toggle profile-toggle"
        aria-expanded={open}
        aria-controls="profile-menu-list"
        onClick={() => setOpen(!open)}
      >
        <Avatar name={fullName} image={image} />
        <span className="profile-name">
          <span className="d-block fw-semibold lh-sm">{fullName}</span>
          {role && <span className="d-block small text-body-secondary lh-sm">{role}</span>}
        </span>
      </button>
      <ul
        id="profile-menu-list"
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        {/* The items' code loads the first time the menu opens: the logout and the language
            choice are rarely used, and the shell's first-load JS has a budget (issue 10). */}
        {open && (
          <Suspense fallback={null}>
            <ProfileMenuItems links={links} close={() => setOpen(false)} />
          </Suspense>
        )}
      </ul>
    </div>
  );
}
