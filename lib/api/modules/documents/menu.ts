/**
 * Documents in the menu (issue 29): the school's document types under System Administration,
 * after the notification settings, for whoever may read them.
 */
import type { MenuEntry } from '../../../menu/types';

export const documentsMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 38,
    item: {
      type: 'link',
      title: 'Document Types',
      module: 'records',
      path: '/document-types',
      icon: 'settings',
      permissions: ['document-types-list'],
      staffOnly: true,
    },
  },
];
