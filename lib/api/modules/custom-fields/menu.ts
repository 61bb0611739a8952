/** The settings screen of custom fields in the menu: System Administration, after Notifications. */
import type { MenuEntry } from '../../../menu/types';

export const customFieldsMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 37,
    item: {
      type: 'link',
      title: 'Custom Fields',
      module: 'records',
      path: '/custom-fields',
      icon: 'settings',
      permissions: ['custom-fields-list'],
      staffOnly: true,
    },
  },
];
