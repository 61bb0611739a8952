/**
 * The school (settings) in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const platformMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 10,
    item: {
      type: 'sub',
      title: 'School Settings',
      icon: 'settings',
      roles: SCHOOL_ADMIN,
      children: [
        { type: 'link', title: 'General Settings', path: '/school-settings' },
        { type: 'link', title: 'Session Years', path: '/school-settings/session-years' },
      ],
    },
  },
];
