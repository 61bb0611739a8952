/**
 * Certificates and ID cards in the menu (issue 29): links among people's Students, right after
 * Student Details (its third child, place 30). Pure data, named in the module's manifest;
 * their plan module is the manifest's (`records`).
 */
import type { MenuEntry } from '../../../menu/types';

export const certificatesMenu: readonly MenuEntry[] = [
  {
    parent: 'Students',
    place: 31,
    item: {
      type: 'link',
      title: 'Certificates',
      path: '/certificates',
      permissions: ['certificates-list'],
    },
  },
  {
    parent: 'Students',
    place: 32,
    item: {
      type: 'link',
      title: 'ID Cards',
      path: '/id-cards',
      permissions: ['certificates-list'],
    },
  },
];
