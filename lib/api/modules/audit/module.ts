/** The audit log: its table, the writer of its rows and GET /api/audit-log. */
import { defineModule } from '../../http/module';
import { auditRoutes } from './routes';

export const auditModule = defineModule({ name: 'audit', routes: auditRoutes });
