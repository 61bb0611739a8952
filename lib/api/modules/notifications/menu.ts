/**
 * Notifications in the menu (SPEC §2, rules of SPEC §6): the school's settings and the
 * delivery log under System Administration, for whoever may read the settings. A user's own
 * list (/notifications) is reached from the bell in the header, not from the menu.
 */
import type { MenuEntry } from '../../../menu/types';

export const notificationsMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 35,
    item: {
      type: 'link',
      title: 'Notifications',
      module: 'notifications',
      path: '/notification-settings',
      icon: 'megaphone',
      permissions: ['notification-settings-list'],
      staffOnly: true,
    },
  },
  {
    section: 'System Administration',
    place: 36,
    item: {
      type: 'link',
      title: 'Notification Log',
      module: 'notifications',
      path: '/notification-log',
      icon: 'audit',
      permissions: ['notification-settings-list'],
      staffOnly: true,
    },
  },
];
