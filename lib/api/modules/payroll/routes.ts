/** Every route of the payroll module, in the order the OpenAPI document lists them. */
import { payslipRoutes } from './payslips';
import { runRoutes } from './runs';
import { settingsRoutes } from './settings';
import { structureRoutes } from './structures';

export const payrollRoutes = [
  ...settingsRoutes,
  ...structureRoutes,
  ...runRoutes,
  ...payslipRoutes,
];
