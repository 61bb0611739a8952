/**
 * Payroll: allowances and deductions, the working-days rule, versioned salary structures,
 * monthly runs with payslips (adjusted, finalised, paid, printed) and the "Salaries" expense a
 * finalised run posts.
 */
import { sql } from 'drizzle-orm';
import { payrollComponents } from '../../../db/schema/payroll';
import { defineModule } from '../../http/module';
import { payrollRoutes } from './routes';

export const payrollModule = defineModule({
  name: 'payroll',
  routes: payrollRoutes,
  metaData: {
    payrollComponents: (schoolId) =>
      sql`select id, name, kind, calc, active from ${payrollComponents} where school_id = ${schoolId} order by kind, name`,
  },
});
