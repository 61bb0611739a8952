/** Leave: types, applications, decisions, the report; what of other modules its rows use. */
import { sql } from 'drizzle-orm';
import { leaveRequests } from '../../../db/schema/leave';
import * as leaveSchema from '../../../db/schema/leave';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { mayViewLeaveAttachment } from './access';
import { leaveDashboard } from './dashboard';
import { leaveDemoSeed } from './demo-seed';
import { leaveTypeRoutes } from './leave-types';
import { leaveMenu } from './menu';
import { leaveRoutes } from './routes';

export const leaveModule = defineModule({
  name: 'leave',
  notificationKeys: { leave_applied: 'leave_requests', leave_decided: 'leave_requests' },
  audit: { 'leave-types': 'Leave type', 'leave-requests': 'Leave request' },
  permissions: ['approve-leave'],
  menu: leaveMenu,
  tables: tablesOf(leaveSchema),
  files: { leave: mayViewLeaveAttachment },
  demo: { ...leaveDemoSeed, after: ['academics', 'people', 'calendar', 'attendance'] },
  plan: 'leave',
  dashboard: leaveDashboard,
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
