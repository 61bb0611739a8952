/**
 * Inventory in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const inventoryMenu: readonly MenuEntry[] = [
  {
    section: 'Financial Management',
    place: 40,
    item: {
      // SPEC §6: School Admin only; the children need no permission.
      type: 'sub',
      title: 'Inventory',
      module: 'inventory',
      icon: 'inventory',
      roles: SCHOOL_ADMIN,
      children: [
        { type: 'link', title: 'Inventory Categories', path: '/inventory/categories' },
        { type: 'link', title: 'Inventory Items', path: '/inventory/items' },
        { type: 'link', title: 'Stock Transactions', path: '/inventory/transactions' },
      ],
    },
  },
];
