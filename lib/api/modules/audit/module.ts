/** The audit log: its table, the writer of its rows and GET /api/audit-log. */
import * as auditSchema from '../../../db/schema/audit';
import { defineModule, tablesOf } from '../../http/module';
import { auditMenu } from './menu';
import { auditRoutes } from './routes';

export const auditModule = defineModule({
  name: 'audit',
  menu: auditMenu,
  tables: tablesOf(auditSchema, {
    audit_log: 'append',
  }),
  routes: auditRoutes,
});
