/** Students, admissions, guardians, teachers, staff and roles; moves and imports. */
import { defineModule } from '../../http/module';
import { applicationRoutes } from './applications';
import { guardianRoutes } from './guardians';
import { importRoutes } from './import/routes';
import { inquiryRoutes } from './inquiries';
import { peopleUsages } from './usages';
import { roleRoutes } from './roles';
import { peopleSettingRoutes } from './settings';
import { staffRoutes } from './staff';
import { studentRoutes } from './students';
import { teacherRoutes } from './teachers';
import { transferRoutes } from './transfers';

export const peopleModule = defineModule({
  name: 'people',
  routes: [
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
  ],
  usages: peopleUsages,
});
