/**
 * The audit log in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const auditMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 40,
    item: {
      type: 'link',
      title: 'Audit Log',
      path: '/audit-log',
      icon: 'audit',
      roles: SCHOOL_ADMIN,
    },
  },
];
