/**
 * The background jobs in the menu: under System Administration beside the notification log, for
 * the School Admin (who alone may read and retry them, as the API says).
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const jobsMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 37,
    item: {
      type: 'link',
      title: 'Background Jobs',
      path: '/background-jobs',
      icon: 'settings',
      roles: SCHOOL_ADMIN,
    },
  },
];
