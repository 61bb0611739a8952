/**
 * Payroll: allowances and deductions, the working-days rule, versioned salary structures,
 * monthly runs with payslips (adjusted, finalised, paid, printed) and the "Salaries" expense a
 * finalised run posts. No list in /api/meta-data: SPEC §3 fixes those, and the screens read
 * /api/payroll-settings.
 */
import { defineModule } from '../../http/module';
import { payrollRoutes } from './routes';

export const payrollModule = defineModule({ name: 'payroll', routes: payrollRoutes });
