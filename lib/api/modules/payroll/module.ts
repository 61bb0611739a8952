/**
 * Payroll: allowances and deductions, the working-days rule, versioned salary structures,
 * monthly runs with payslips (adjusted, finalised, paid, printed) and the "Salaries" expense a
 * finalised run posts. No list in /api/meta-data: SPEC §3 fixes those, and the screens read
 * /api/payroll-settings.
 */
import * as payrollSchema from '../../../db/schema/payroll';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { payrollDashboard } from './dashboard';
import { payrollDemoSeed } from './demo-seed';
import { payrollMenu } from './menu';
import { payrollRoutes } from './routes';
import { registerAttachment } from '../notifications';
import { payslipAttachment } from './papers';

export const payrollModule = defineModule({
  name: 'payroll',
  auditTables: { 'payroll-settings': null },
  notificationKeys: { payslip_available: 'payslips' },
  audit: {
    'payroll-settings': 'Payroll setting',
    'payroll-runs': 'Payroll run',
    'salary-structures': 'Salary structure',
    payslips: 'Payslip',
    expenses: 'Expense',
    'expense-categories': 'Expense category',
  },
  permissions: crudOf('payroll', 'payroll-settings'),
  menu: payrollMenu,
  tables: tablesOf(payrollSchema, {}, { payroll_runs: { expense_id: { table: 'expenses' } } }),
  demo: { ...payrollDemoSeed, after: ['people', 'attendance', 'leave', 'expenses'] },
  plan: 'payroll',
  dashboard: payrollDashboard,
  routes: payrollRoutes,
  // The payslip a finalised run's e-mails carry (issue 28).
  connect: () => registerAttachment('payslip', payslipAttachment),
});
