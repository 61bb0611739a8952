/**
 * Leave in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const leaveMenu: readonly MenuEntry[] = [
  {
    section: 'Daily Operations',
    place: 40,
    item: {
      type: 'sub',
      title: 'Leave',
      module: 'leave',
      icon: 'leave',
      children: [
        // SPEC §6: applying and one's own leaves need no permission.
        { type: 'link', title: 'Apply Leave', path: '/leave/create' },
        { type: 'link', title: 'My Leaves', path: '/leave' },
        {
          type: 'link',
          title: 'Leave Requests',
          path: '/leave/requests',
          permissions: ['approve-leave'],
        },
        {
          type: 'link',
          title: 'Leave Reports',
          path: '/leave/report',
          permissions: ['approve-leave'],
        },
        {
          type: 'link',
          title: 'Leave Types and Settings',
          module: 'leave',
          path: '/leave-master',
          roles: SCHOOL_ADMIN,
        },
      ],
    },
  },
];
