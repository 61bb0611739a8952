/**
 * Backups in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const backupMenu: readonly MenuEntry[] = [
  {
    section: 'System Administration',
    place: 30,
    item: {
      type: 'link',
      title: 'Database Backup',
      path: '/database-backup',
      icon: 'backup',
      roles: SCHOOL_ADMIN,
    },
  },
];
