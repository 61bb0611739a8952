/** Leave: types, applications, decisions, the report; what of other modules its rows use. */
import { leaveRequests } from '../../../db/schema/leave';
import { defineModule } from '../../http/module';
import { usedBy } from '../../http/usages';
import { sql } from 'drizzle-orm';
import { ACADEMIC_ROWS } from '../academics';
import { leaveTypeRoutes } from './leave-types';
import { leaveRoutes } from './routes';

export const leaveModule = defineModule({
  name: 'leave',
  routes: [...leaveTypeRoutes, ...leaveRoutes],
  usages: [
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(
        ['leave request', 'leave requests'],
        leaveRequests,
        leaveRequests.sessionYearId,
        sql<string>`${leaveRequests.startDate}::text`,
      ),
    },
  ],
});
