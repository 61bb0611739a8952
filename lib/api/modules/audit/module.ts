/** The audit log: its table, the writer of its rows and GET /api/audit-log. */
import * as auditSchema from '../../../db/schema/audit';
import { defineModule, tablesOf } from '../../http/module';
import { auditMenu } from './menu';
import { auditRoutes } from './routes';
import { registerAuditWriter } from '../../http/audit';
import { writeAuditRow } from './write';

export const auditModule = defineModule({
  name: 'audit',
  // Every write route records through the machinery's recorder; the audit module writes the row.
  connect: () => registerAuditWriter(writeAuditRow),
  menu: auditMenu,
  tables: tablesOf(auditSchema, {
    audit_log: 'append',
  }),
  // The labels of the entities come from every manifest: the routes are made with the registry.
  routes: auditRoutes,
});
