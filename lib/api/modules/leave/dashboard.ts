/** Leave on the dashboard: how many requests wait for this approver (null for those who decide none). */
import type { DashboardContribution } from '../../http/dashboard';
import { pendingLeaveCount } from './access';

export const leaveDashboard: DashboardContribution = {
  fields: [
    {
      key: 'pending_leave_requests',
      empty: null,
      value: async ({ db, caller }) =>
        caller.permissions.has('approve-leave') ? await pendingLeaveCount(db, caller) : null,
    },
  ],
};
