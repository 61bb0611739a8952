/** Student and staff attendance: marking a day, month grids and summaries. */
import { defineModule } from '../../http/module';
import { staffAttendanceRoutes } from './staff-routes';
import { studentAttendanceRoutes } from './student-routes';

export const attendanceModule = defineModule({
  name: 'attendance',
  routes: [...studentAttendanceRoutes, ...staffAttendanceRoutes],
});
