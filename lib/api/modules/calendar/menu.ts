/**
 * The calendar (holidays) in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import type { MenuEntry } from '../../../menu/types';

export const calendarMenu: readonly MenuEntry[] = [
  {
    section: 'Daily Operations',
    place: 50,
    item: {
      type: 'link',
      title: 'Holidays',
      module: 'holidays',
      path: '/holidays',
      icon: 'calendar',
      permissions: ['holiday-list'],
    },
  },
];
