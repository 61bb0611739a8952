/** Student and staff attendance: marking a day, month grids and summaries. */
import * as attendanceSchema from '../../../db/schema/attendance';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { attendanceDashboard } from './dashboard';
import { attendanceDemoSeed } from './demo-seed';
import { attendanceMenu } from './menu';
import { staffAttendanceRoutes } from './staff-routes';
import { studentAttendanceRoutes } from './student-routes';

export const attendanceModule = defineModule({
  name: 'attendance',
  audit: { 'student-attendance': 'Student attendance', 'staff-attendance': 'Staff attendance' },
  permissions: crudOf('attendance'),
  menu: attendanceMenu,
  tables: tablesOf(attendanceSchema),
  demo: { ...attendanceDemoSeed, after: ['academics', 'people', 'calendar'] },
  plan: 'attendance',
  dashboard: attendanceDashboard,
  routes: [...studentAttendanceRoutes, ...staffAttendanceRoutes],
});
