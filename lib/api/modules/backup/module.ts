/** Backups of a school and restoring one: every tenant table the manifests declare and the school's files. */
import * as backupSchema from '../../../db/schema/backup';
import { defineModule, tablesOf } from '../../http/module';
import { mayDownloadBackup } from './file-access';
import { backupMenu } from './menu';
import { providerRestoreRoutes } from './provider-restore';
import { backupRoutes } from './routes';
import { takeModuleTables } from './tenant-tables';
import { addSchoolListColumns } from '../platform';
import { lastBackupColumn } from './backups';

export const backupModule = defineModule({
  name: 'backup',
  auditTables: { backups: null },
  audit: { backups: 'Backup', schools: 'School' },
  // The provider's list of schools shows each school's last finished backup.
  connect: () => addSchoolListColumns(lastBackupColumn),
  menu: backupMenu,
  files: { backup: mayDownloadBackup },
  tables: tablesOf(backupSchema, {
    backups: {
      excluded:
        'the list of backups itself: a restore must not forget the backups made after the one restored',
    },
  }),
  routes: (modules) => {
    takeModuleTables(modules);
    return [...backupRoutes, ...providerRestoreRoutes];
  },
});
