/**
 * The subscription in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const subscriptionsMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 20,
    item: {
      type: 'link',
      title: 'Subscription',
      path: '/subscription',
      icon: 'subscription',
      roles: SCHOOL_ADMIN,
    },
  },
];
