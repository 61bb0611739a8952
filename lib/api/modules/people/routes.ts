/** Every route of the people module, in one list for lib/api/routes.ts. */
import type { RouteDefinition } from '../../http/route';
import { applicationRoutes } from './applications';
import { guardianRoutes } from './guardians';
import { importRoutes } from './import/routes';
import { inquiryRoutes } from './inquiries';
import { roleRoutes } from './roles';
import { peopleSettingRoutes } from './settings';
import { staffRoutes } from './staff';
import { studentRoutes } from './students';
import { teacherRoutes } from './teachers';
import { transferRoutes } from './transfers';

export const peopleRoutes: RouteDefinition[] = [
  ...studentRoutes,
  ...applicationRoutes,
  ...inquiryRoutes,
  ...guardianRoutes,
  ...teacherRoutes,
  ...staffRoutes,
  ...roleRoutes,
  ...transferRoutes,
  ...peopleSettingRoutes,
  ...importRoutes,
];
