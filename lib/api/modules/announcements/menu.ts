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
    },
  },
];
