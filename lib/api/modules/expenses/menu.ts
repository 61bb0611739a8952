/**
 * Expenses in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const expensesMenu: readonly MenuEntry[] = [
  {
    section: 'Financial Management',
    place: 30,
    item: {
      type: 'sub',
      title: 'Expense Management',
      module: 'expenses',
      icon: 'expenses',
      roles: SCHOOL_ADMIN,
      children: [
        {
          type: 'link',
          title: 'Expense Categories',
          path: '/expense-categories',
          permissions: ['expense-category-list'],
        },
        {
          type: 'link',
          title: 'Expenses',
          path: '/expenses',
          permissions: ['expense-list'],
        },
      ],
    },
  },
];
