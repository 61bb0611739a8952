/** Backups of a school and restoring one: every tenant table of the schema and the school's files. */
import { defineModule } from '../../http/module';
import { providerRestoreRoutes } from './provider-restore';
import { backupRoutes } from './routes';

export const backupModule = defineModule({
  name: 'backup',
  routes: [...backupRoutes, ...providerRestoreRoutes],
});
