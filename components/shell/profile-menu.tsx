'use client';
/**
 * The profile dropdown: Account, Settings (School Admin only — the server passes the profile
 * menu already filtered) and Logout, which ends the session, forgets what the browser keeps
 * and loads the login page afresh.
 */
import { NavLink } from './nav-link';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiFetch, clearStoredSession } from '@/lib/client/api-fetch';
import type { MenuLink } from '@/lib/menu/types';
import { Avatar } from './avatar';

type Props = { fullName: string; image: string | null; role: string | null; links: MenuLink[] };

export function ProfileMenu({ fullName, image, role, links }: Props) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
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

  const logout = async () => {
    setLeaving(true);
    try {
      await apiFetch('/api/logout', { method: 'POST' });
    } catch {
      // The session is dropped below either way; the server forgets it on its next 401.
      toast.error('The server did not confirm the sign-out; you are signed out on this device.');
    }
    clearStoredSession();
    // A full load, not router.push: every cached query and client state must go.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose (see above), not a client-side navigation
    window.location.assign('/authentication/login');
  };

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
        <span className="d-none d-sm-inline text-start">
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
        {links.map((link) => (
          <li key={link.path}>
            <NavLink className="dropdown-item" href={link.path} onClick={() => setOpen(false)}>
              {link.title}
            </NavLink>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={logout} disabled={leaving}>
            {leaving ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </div>
  );
}
