/** Background jobs (lib/jobs): the table's owner, the admin's list, retry and screen. */
import * as jobsSchema from '../../../db/schema/jobs';
import { defineModule, tablesOf } from '../../http/module';
import { jobsMenu } from './menu';
import { JOB_ENTITY, jobRoutes } from './routes';

export const jobsModule = defineModule({
  name: 'jobs',
  auditTables: { [JOB_ENTITY]: null },
  audit: { [JOB_ENTITY]: 'Background job' },
  tables: tablesOf(jobsSchema, {
    jobs: {
      excluded:
        'work in flight, not school data: a restored school must not send its old messages again, and finished jobs are pruned',
    },
  }),
  routes: jobRoutes,
  menu: jobsMenu,
});
