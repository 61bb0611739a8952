'use client';
/**
 * The profile dropdown: Account, Settings (School Admin only — the server passes the profile
 * menu already filtered) and Logout, which ends the session, forgets what the browser keeps
 * and loads the login page afresh.
 */
import Link from 'next/link';
import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { toast } from 'sonner';
import { apiFetch, clearStoredSession } from '@/lib/client/api-fetch';
import type { MenuLink } from '@/lib/menu/types';
import { Avatar } from './avatar';

type Props = { fullName: string; image: string | null; role: string | null; links: MenuLink[] };

export function ProfileMenu({ fullName, image, role, links }: Props) {
  const [leaving, setLeaving] = useState(false);

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
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/authentication/login');
  };

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="light" className="profile-toggle" id="profile-menu">
        <Avatar name={fullName} image={image} />
        <span className="d-none d-sm-inline text-start">
          <span className="d-block fw-semibold lh-sm">{fullName}</span>
          {role && <span className="d-block small text-body-secondary lh-sm">{role}</span>}
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {links.map((link) => (
          <Dropdown.Item key={link.path} as={Link} href={link.path}>
            {link.title}
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={logout} disabled={leaving}>
          {leaving ? 'Logging out…' : 'Logout'}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
