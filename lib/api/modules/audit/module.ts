/** The audit log: its table, the writer of its rows and GET /api/audit-log. */
import * as auditSchema from '../../../db/schema/audit';
import { defineModule, tablesOf } from '../../http/module';
import { entityTable, registerAuditTables } from './entity-tables';
import { auditMenu } from './menu';
import { auditRoutes } from './routes';
import { registerAuditWriter } from '../../http/audit';
import { writeAuditRow } from './write';

export const auditModule = defineModule({
  name: 'audit',
  // Every write route records through the machinery's recorder; the audit module writes the
  // row. The tables its entities name are the manifests' (`auditTables`).
  connect: (modules) => {
    registerAuditWriter(writeAuditRow);
    registerAuditTables(modules);
  },
  menu: auditMenu,
  tables: tablesOf(
    auditSchema,
    { audit_log: 'append' },
    {
      audit_log: {
        entity_id: { tableIn: 'entity', tables: entityTable },
        user_id: { table: 'users' },
        request_id: { noSchoolIds: "the request's own id" },
        provider_user_id: {
          notCarried:
            'a provider account of the deployment that made the archive (actor_name keeps who)',
        },
        before: { noSchoolIds: 'the record as it was written then (its ids those of the source)' },
        after: { noSchoolIds: 'the record as it was written then (its ids those of the source)' },
      },
    },
  ),
  // The labels of the entities come from every manifest: the routes are made with the registry.
  routes: auditRoutes,
});
