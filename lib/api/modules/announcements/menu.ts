/**
 * Announcements in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import type { MenuEntry } from '../../../menu/types';

export const announcementsMenu: readonly MenuEntry[] = [
  {
    section: 'Daily Operations',
    place: 60,
    item: {
      type: 'link',
      title: 'Announcements',
      module: 'announcements',
      path: '/announcements',
      icon: 'megaphone',
      permissions: ['announcement-list'],
      staffOnly: true,
    },
  },
  {
    // The same list, named for a guardian.
    section: 'Daily Operations',
    place: 65,
    item: {
      type: 'link',
      title: 'Notices',
      module: 'announcements',
      path: '/announcements',
      icon: 'megaphone',
      roles: ['Guardian'],
      permissions: ['announcement-list'],
    },
  },
];
