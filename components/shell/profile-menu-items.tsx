'use client';
/**
 * The profile menu's items (profile-menu.tsx loads them when the menu first opens): the
 * profile links, the interface language (issue 26) and Logout, which ends the session, forgets
 * what the browser keeps and loads the login page afresh.
 */
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { signOut } from '@/lib/client/sign-out';
import { LOCALE_NAMES, chooseLanguage } from '@/lib/i18n/choose';
import { LOCALES } from '@/lib/i18n/locales';
import type { MenuLink } from '@/lib/menu/types';
import { NavLink } from './nav-link';
import { useShellText } from './shell-text';

type Props = {
  links: MenuLink[];
  close: () => void;
};

export default function ProfileMenuItems({ links, close }: Props) {
  const text = useShellText();
  // The page's language is on <html lang> (app/layout.tsx): no prop through the shell.
  const current = document.documentElement.lang;
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    await signOut(() => toast.error(text.logoutUnconfirmed));
  };

  return (
    <>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink className="dropdown-item" href={link.path} onClick={close}>
            {link.title}
          </NavLink>
        </li>
      ))}
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <h6 className="dropdown-header" id="language-heading">
          {text.language}
        </h6>
      </li>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <button
            type="button"
            className={`dropdown-item${locale === current ? ' active' : ''}`}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() =>
              chooseLanguage(locale, '/api/me/preferences').catch(() =>
                toast.error(text.languageSaveFailed),
              )
            }
          >
            {LOCALE_NAMES[locale]}
          </button>
        </li>
      ))}
      <li>
        <hr className="dropdown-divider" />
      </li>
      <li>
        <button type="button" className="dropdown-item" onClick={logout} disabled={leaving}>
          {leaving ? text.loggingOut : text.logout}
        </button>
      </li>
    </>
  );
}
