/**
 * Every module's contribution to the dashboard, in the order the figures show. A new module
 * (attendance: today's attendance; fees: collected this month) adds its
 * `modules/{area}/dashboard.ts` here, as it adds its routes to routes.ts.
 */
import { academicsDashboard } from './modules/academics/dashboard';
import { attendanceDashboard } from './modules/attendance/dashboard';
import type { DashboardContribution } from './modules/dashboard/contributions';
import { peopleDashboard } from './modules/people/dashboard';
import { inventoryDashboard } from './modules/inventory';
import { expensesDashboard } from './modules/expenses/dashboard';
import { payrollDashboard } from './modules/payroll/dashboard';

export const DASHBOARD_CONTRIBUTIONS: DashboardContribution[] = [
  peopleDashboard,
  academicsDashboard,
  attendanceDashboard,
  inventoryDashboard,
  expensesDashboard,
  payrollDashboard,
];
